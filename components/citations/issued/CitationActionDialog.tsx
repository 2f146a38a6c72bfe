'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { IssuedCitation } from '@/lib/contract/citations';
import { callEndpoint } from '@/lib/fetcher';
import { centsOfInput } from '@/lib/rules/citations/issued-display';
import type { StatusOption } from '@/lib/rules/citations/status-actions';

/** What the dialog does: a status menu option, Unvoid, or the amount override. */
export type CitationAction = StatusOption | 'Unvoid' | 'Override';

export interface CitationActionDialogProps {
  action: CitationAction | null;
  citation: IssuedCitation;
  tz: string;
  onClose: () => void;
  onDone: (citation: IssuedCitation, action: CitationAction) => void;
}

const TITLES: Record<CitationAction, string> = {
  Paid: 'Mark as paid (off platform)',
  Void: 'Void citation',
  Uncollectable: 'Mark as uncollectable',
  Reopen: 'Reopen citation',
  Unvoid: 'Unvoid citation',
  Override: 'Override amount',
};

/**
 * The status change, Void / Unvoid (each with an optional message) and the amount override (an
 * amount and a note). A failed action sends the user back to the issued list (spec 3 §8).
 */
export function CitationActionDialog({ action, ...rest }: CitationActionDialogProps) {
  return action ? <ActionForm action={action} {...rest} /> : null;
}

function ActionForm({
  action,
  citation,
  tz,
  onClose,
  onDone,
}: Omit<CitationActionDialogProps, 'action'> & { action: CitationAction }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const override = action === 'Override';
  const params = { uuid: citation.uuid };
  const query = { tz };

  async function run(): Promise<IssuedCitation> {
    const note = message.trim() || null;
    if (override) {
      const cents = centsOfInput(amount);
      return callEndpoint(routes.citationOverride, {
        params,
        query,
        body: { amount: cents ?? 0, note: note ?? '' },
      });
    }
    if (action === 'Void' || action === 'Unvoid') {
      return callEndpoint(routes.citationVoid, {
        params,
        query,
        body: { void: action === 'Void', message: note },
      });
    }
    return callEndpoint(routes.citationStatus, {
      params,
      query,
      body: { option: action as Exclude<StatusOption, 'Void'>, message: note },
    });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={TITLES[action]}
      description={`Notice # ${citation.citationNumber}, plate ${citation.plate}.`}
      submitLabel={override ? 'Override' : 'Save'}
      validate={() => {
        if (!override) return true;
        const cents = centsOfInput(amount);
        const problem =
          cents === null
            ? 'Please enter an amount of $0 or more.'
            : !message.trim()
              ? 'Please enter a note for the override.'
              : null;
        setAmountError(problem);
        return problem === null;
      }}
      onSubmit={async () => {
        try {
          onDone(await run(), action);
        } catch (cause) {
          // Spec 3 §8: a failed void, status change or override goes back to the issued list.
          router.push('/citations/issued');
          throw cause;
        }
      }}
    >
      {override ? (
        <div>
          <label htmlFor="override-amount" className="block text-sm font-medium text-gray-800">
            New amount due ($)
          </label>
          <input
            id="override-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'override-error' : undefined}
            className="mt-1 block w-40 rounded-md border border-gray-300 px-3 py-1.5 text-sm"
          />
        </div>
      ) : null}
      <div>
        <label
          htmlFor="citation-action-message"
          className="block text-sm font-medium text-gray-800"
        >
          {override ? 'Note' : 'Message (optional)'}
        </label>
        <textarea
          id="citation-action-message"
          value={message}
          maxLength={1000}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
        />
      </div>
      {amountError ? (
        <p id="override-error" className="text-sm text-danger-700" role="alert">
          {amountError}
        </p>
      ) : null}
    </FormDialog>
  );
}
