'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import type { IssuedPermit } from '@/lib/contract/permits';
import { callEndpoint } from '@/lib/fetcher';
import { permitsMessages } from '@/lib/messages/permits';
import {
  chosenManualStatus,
  decisionMessage,
  MANUAL_STATUS_CHOICES,
} from '@/lib/rules/permits/issued-display';
import { MessageField } from './MessageField';

export interface StatusDialogProps {
  open: boolean;
  permit: IssuedPermit;
  onClose: () => void;
  onChanged: (permit: IssuedPermit) => void;
}

/**
 * Manual status change of a permit that is not waiting (spec 2 §4): paid, incomplete, expired or
 * rejected; Save stays disabled until one is chosen. Paid on a priced permit is sent as
 * incomplete (the payment is still to be collected).
 */
export function StatusDialog({ open, ...rest }: StatusDialogProps) {
  return open ? <StatusForm {...rest} /> : null;
}

function StatusForm({ permit, onClose, onChanged }: Omit<StatusDialogProps, 'open'>) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState(permit.message ?? '');
  const status = chosenManualStatus(value);
  const priced = permit.amount > 0;
  return (
    <FormDialog
      onClose={onClose}
      title="Change permit status"
      description={`Permit ${permit.customerPermitId} of ${permit.permitHolder.name}.`}
      submitLabel="Save"
      submitDisabled={status === null}
      errorText={permitsMessages.permitStatusFailed}
      onSubmit={async () => {
        if (!status) return;
        onChanged(
          await callEndpoint(routes.setStatus, {
            params: { uuid: permit.uuid },
            body: { status, message: decisionMessage(message) },
          }),
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">New status</legend>
        {MANUAL_STATUS_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm text-gray-900">
            <input
              type="radio"
              name="permit-status"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => setValue(choice.value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {priced && status === 'paid' ? (
        <p className="text-sm text-warning-800" role="note">
          This permit has a price: it is set to Needs payment until the payment is collected.
        </p>
      ) : null}
      <MessageField value={message} onChange={setMessage} />
    </FormDialog>
  );
}
