'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import type { PermitCustomer } from '@/lib/contract/permits';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { callEndpoint, isApiError, UNAUTHENTICATED_CODE } from '@/lib/fetcher';
import { permitsMessages } from '@/lib/messages/permits';
import { validateCustomer, type CustomerInput } from '@/lib/rules/permits/holder-forms';

export interface CreateHolderDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: PermitCustomer) => void;
}

/** Spec 2 §8: 409 is the e-mail text; any other failure asks for the portal's activation. */
function createErrorText(cause: unknown): string {
  if (!isApiError(cause)) return permitsMessages.customerCreateFailed;
  if (cause.code === 'HOLDER_EMAIL_EXISTS') return permitsMessages.customerEmailExists;
  if (cause.code === UNAUTHENTICATED_CODE) return cause.message;
  return permitsMessages.customerCreateFailed;
}

/** Create customer (spec 2 §5): a name and a valid e-mail. */
export function CreateHolderDialog({ open, ...rest }: CreateHolderDialogProps) {
  return open ? <CreateHolderForm {...rest} /> : null;
}

function CreateHolderForm({ onClose, onCreated }: Omit<CreateHolderDialogProps, 'open'>) {
  const [values, setValues] = useState<CustomerInput>({ fullname: '', email: '' });
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateCustomer(values);
  const shown = (key: keyof CustomerInput) => (showErrors ? errors[key] : undefined);
  return (
    <FormDialog
      onClose={onClose}
      title="Create customer"
      description="The permit holder can then sign in to the permit portal with this email address."
      submitLabel="Create customer"
      validate={() => {
        setShowErrors(true);
        return Object.keys(errors).length === 0;
      }}
      onSubmit={async () => {
        const customer = await callEndpoint(permitsBffRoutes.createHolder, {
          body: { fullname: values.fullname.trim(), email: values.email.trim() },
        });
        onCreated(customer);
      }}
      errorText={createErrorText}
    >
      <TextInput
        label="Name"
        name="fullname"
        maxLength={120}
        autoFocus
        required
        value={values.fullname}
        onChange={(e) => setValues((v) => ({ ...v, fullname: e.target.value }))}
        error={shown('fullname')}
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        required
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={shown('email')}
      />
    </FormDialog>
  );
}
