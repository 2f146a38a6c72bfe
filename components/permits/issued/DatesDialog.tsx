'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import type { IssuedPermit } from '@/lib/contract/permits';
import { callEndpoint } from '@/lib/fetcher';
import { permitsMessages } from '@/lib/messages/permits';
import { fromLocalInput, toLocalInput } from '@/lib/rules/permits/local-time';

export interface DatesDialogProps {
  open: boolean;
  permit: IssuedPermit;
  onClose: () => void;
  onSaved: (permit: IssuedPermit) => void;
}

/** Edits the start (issuedOn) and expiry of a permit, in the browser's time zone. */
export function DatesDialog({ open, ...rest }: DatesDialogProps) {
  return open ? <DatesForm {...rest} /> : null;
}

function DatesForm({ permit, onClose, onSaved }: Omit<DatesDialogProps, 'open'>) {
  const [start, setStart] = useState(toLocalInput(permit.issuedOn));
  const [expiry, setExpiry] = useState(toLocalInput(permit.expiresAt));
  const [errors, setErrors] = useState<{ start?: string; expiry?: string }>({});

  function validate(): boolean {
    const found: { start?: string; expiry?: string } = {};
    const s = fromLocalInput(start);
    const e = fromLocalInput(expiry);
    if (!s) found.start = 'Please enter the start.';
    if (!e) found.expiry = 'Please enter the expiry.';
    if (s && e && Date.parse(e) <= Date.parse(s))
      found.expiry = 'The expiry must be after the start.';
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Edit start and expiry"
      description={`Permit ${permit.customerPermitId}. Times are in your time zone.`}
      submitLabel="Save"
      validate={validate}
      errorText={permitsMessages.permitUpdateFailed}
      onSubmit={async () => {
        onSaved(
          await callEndpoint(routes.setDates, {
            params: { uuid: permit.uuid },
            body: { issuedAt: fromLocalInput(start)!, expiresAt: fromLocalInput(expiry)! },
          }),
        );
      }}
    >
      <TextInput
        label="Starts at"
        name="issuedAt"
        type="datetime-local"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={errors.start}
        required
      />
      <TextInput
        label="Expires at"
        name="expiresAt"
        type="datetime-local"
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
        error={errors.expiry}
        required
      />
    </FormDialog>
  );
}
