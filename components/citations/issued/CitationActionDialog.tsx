'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import type { IssuedCitation } from '@/lib/contract/citations';
import type { StatusOption } from '@/lib/rules/citations/status-actions';
import { CitationActionFields } from './citation-action-fields';
import { overrideProblem, runCitationAction } from './citation-action-request';

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

  return (
    <FormDialog
      onClose={onClose}
      title={TITLES[action]}
      description={`Notice # ${citation.citationNumber}, plate ${citation.plate}.`}
      submitLabel={override ? 'Override' : 'Save'}
      validate={() => {
        if (!override) return true;
        const problem = overrideProblem(amount, message);
        setAmountError(problem);
        return problem === null;
      }}
      onSubmit={async () => {
        try {
          onDone(await runCitationAction({ action, citation, tz, message, amount }), action);
        } catch (cause) {
          // Spec 3 §8: a failed void, status change or override goes back to the issued list.
          router.push('/citations/issued');
          throw cause;
        }
      }}
    >
      <CitationActionFields
        override={override}
        amount={amount}
        onAmountChange={setAmount}
        message={message}
        onMessageChange={setMessage}
        amountError={amountError}
      />
    </FormDialog>
  );
}
