'use client';

import type { FormEvent, ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './LazyDialog';
import { useAction, type FailureText } from './use-action';

export interface FormDialogProps {
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  submitLabel: ReactNode;
  /** Keeps the submit button disabled (e.g. until the fields are valid). */
  submitDisabled?: boolean;
  /** Runs first on submit: false stops there (it shows the field errors itself). */
  validate?: () => boolean;
  /** The save; while it runs the dialog can't be closed, and if it throws the error shows. */
  onSubmit: () => Promise<void> | void;
  /**
   * The text shown for a failed save: a fallback for non-API failures (default: the generic
   * server error; an ApiError shows its message), or a function of the cause.
   */
  errorText?: FailureText;
  /** Shown while saving (e.g. 'Creating user..'). */
  savingText?: string;
  /**
   * The form is done (e.g. the link was made): these actions (a single Close or Done) replace
   * Cancel and submit, and submitting does nothing more.
   */
  done?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding a form: its fields, Cancel and the submit button, the saving state (button
 * spinner, no closing meanwhile) and the failure text. Every form dialog uses it.
 */
export function FormDialog({
  onClose,
  title,
  description,
  size = 'md',
  submitLabel,
  submitDisabled = false,
  validate,
  onSubmit,
  errorText,
  savingText,
  done,
  children,
}: FormDialogProps) {
  const save = useAction(onSubmit, errorText);
  const saving = save.busy;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || submitDisabled || done) return;
    if (validate && !validate()) return;
    void save.run();
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={submit}
      title={title}
      description={description}
      size={size}
      actions={
        done ?? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {saving && savingText ? (
        <Alert tone="info" role="status">
          {savingText}
        </Alert>
      ) : null}
      {save.error ? <Alert tone="error">{save.error}</Alert> : null}
      {children}
    </Dialog>
  );
}
