'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Dialog } from '@/components/ui/LazyDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { LOOKUP_REASON_REFUSAL } from '@/lib/contract/privacy/constants';
import {
  LOOKUP_REASON_LABELS,
  LOOKUP_REASON_TEXT_MAX,
  LOOKUP_REASONS,
} from '@/lib/rules/privacy/lookup-reason';

/** Where the browser keeps the last reason given, to offer it again. */
const LAST_REASON_KEY = 'vert.lookupReason';

interface LastReason {
  reason: string;
  reasonText: string;
}

function readLastReason(): LastReason | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(LAST_REASON_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { reason, reasonText } = value as Partial<LastReason>;
    return typeof reason === 'string' ? { reason, reasonText: reasonText ?? '' } : null;
  } catch {
    return null;
  }
}

/** A failed look-up that a reason would let run: the refusal of a required reason. */
export const needsLookupReason = (error: { code?: string } | null | undefined) =>
  error?.code === LOOKUP_REASON_REFUSAL;

export interface LookupReasonGateProps {
  /** The refusal's text ('Give a reason for this plate look-up.' or what was wrong with it). */
  message: string;
  /** The page to open again with the reason (the look-up's own URL path). */
  action: string;
  /** The page's other query fields, kept. */
  keep?: Record<string, string | undefined>;
}

/** The reason's fields and the submit button, as a plain GET form (no script needed). */
function ReasonForm({
  action,
  keep = {},
  autoFocus,
}: LookupReasonGateProps & { autoFocus?: boolean }) {
  const [last, setLast] = useState<LastReason | null>(null);
  const [picked, setChoice] = useState<string | null>(null);
  const choice = picked ?? last?.reason ?? '';
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read after hydration
    setLast(readLastReason());
  }, []);
  return (
    <form
      method="get"
      action={action}
      className="space-y-4"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const reason = String(data.get('reason') ?? '');
        const reasonText = String(data.get('reasonText') ?? '');
        window.localStorage.setItem(LAST_REASON_KEY, JSON.stringify({ reason, reasonText }));
      }}
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <FormField label="Reason" required>
        {(control) => (
          <select
            {...control}
            name="reason"
            className={inputClasses}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            autoFocus={autoFocus}
          >
            <option value="">Choose a reason</option>
            {LOOKUP_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {LOOKUP_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="In a few words"
        hint="Required for Other; the audit log keeps it with the look-up."
        required={choice === 'other'}
      >
        {(control) => (
          <input
            {...control}
            // A new reason starts with its own words (the last ones only for the last reason).
            key={`${choice}:${last?.reasonText ?? ''}`}
            name="reasonText"
            type="text"
            maxLength={LOOKUP_REASON_TEXT_MAX}
            defaultValue={last && last.reason === choice ? last.reasonText : ''}
            className={inputClasses}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit">Look up</Button>
      </div>
    </form>
  );
}

/**
 * What a look-up screen shows when its organisation requires a reason (issue 30 item 2): the
 * refusal and a plain GET form that opens the page again with the reason (works without
 * script); with script, the same form in a dialog at once, offering the last reason given.
 */
export function LookupReasonGate(props: LookupReasonGateProps) {
  const [open, setOpen] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the dialog needs script: open it once hydrated
  useEffect(() => setOpen(true), []);
  return (
    <>
      <Card title="Why do you look up this plate?">
        <Alert tone="warning" className="mb-4">
          {props.message}
        </Alert>
        <ReasonForm {...props} />
      </Card>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Why do you look up this plate?"
        description="This organization records a reason with every plate look-up."
      >
        <ReasonForm {...props} autoFocus />
      </Dialog>
    </>
  );
}
