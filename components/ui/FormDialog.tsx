'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './LazyDialog';

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
  /** The text shown for a failed save (default: the API's message, else the generic one). */
  errorText?: (cause: unknown) => string;
  /** Shown while saving (e.g. 'Creating user..'). */
  savingText?: string;
  children: ReactNode;
}

const apiMessage = (cause: unknown) =>
  isApiError(cause) ? cause.message : coreMessages.serverError;

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
  errorText = apiMessage,
  savingText,
  children,
}: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || submitDisabled) return;
    if (validate && !validate()) return;
    setError(null);
    setSaving(true);
    try {
      await onSubmit();
    } catch (cause) {
      if (mounted.current) setError(errorText(cause));
    } finally {
      if (mounted.current) setSaving(false);
    }
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
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {saving && savingText ? (
        <Alert tone="info" role="status">
          {savingText}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </Dialog>
  );
}
