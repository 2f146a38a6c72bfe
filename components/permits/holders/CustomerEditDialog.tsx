'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/LazyDialog';
import { failureMessage } from '@/lib/fetcher';
import { validateCustomer, type CustomerInput } from '@/lib/rules/permits/holder-forms';
import { CustomerEditActions } from './CustomerEditActions';
import { CustomerFields } from './CustomerFields';

export interface CustomerEditDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  nameLabel: string;
  emailLabel: string;
  submitLabel: string;
  initial: CustomerInput;
  /** Saves; a throw shows its text (the 409 of spec 2 §8). */
  onSave: (values: CustomerInput) => Promise<void>;
  /** Deletes after a confirmation; a throw shows its text. */
  onDelete: () => Promise<void>;
  /** What the confirmation asks, e.g. 'Delete Ada Lovelace?' */
  deleteQuestion: string;
}

const textOf = (cause: unknown) => failureMessage(cause);

/**
 * The edit/delete dialog of a permit holder and of a business account's admin (spec 2 §2, §5):
 * name non-empty and a valid e-mail, otherwise saving does nothing but show the fields in error.
 * Delete asks once more in the same dialog.
 */
export function CustomerEditDialog({ open, ...rest }: CustomerEditDialogProps) {
  return open ? <CustomerEditForm {...rest} /> : null;
}

function CustomerEditForm(props: Omit<CustomerEditDialogProps, 'open'>) {
  const { onClose, initial, onSave, onDelete } = props;
  const [values, setValues] = useState<CustomerInput>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const errors = validateCustomer(values);

  async function run(kind: 'save' | 'delete', action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(textOf(cause));
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (confirming) {
      void run('delete', onDelete);
      return;
    }
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    void run('save', () =>
      onSave({ fullname: values.fullname.trim(), email: values.email.trim() }),
    );
  }

  const actions = (
    <CustomerEditActions
      confirming={confirming}
      busy={busy}
      submitLabel={props.submitLabel}
      onClose={onClose}
      onAskDelete={() => {
        setError(null);
        setConfirming(true);
      }}
      onCancelDelete={() => setConfirming(false)}
    />
  );

  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      onSubmit={submit}
      title={props.title}
      description={confirming ? undefined : props.description}
      actions={actions}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {confirming ? (
        <p className="text-sm text-gray-700">
          {props.deleteQuestion} Their permits that have ended stay on record; this cannot be
          undone.
        </p>
      ) : (
        <CustomerFields
          nameLabel={props.nameLabel}
          emailLabel={props.emailLabel}
          values={values}
          onChange={setValues}
          errors={showErrors ? errors : {}}
        />
      )}
    </Dialog>
  );
}
