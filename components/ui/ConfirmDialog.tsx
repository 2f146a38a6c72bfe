'use client';

import { useState, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './LazyDialog';
import { useAction, type FailureText } from './use-action';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * What is confirmed. While it runs the confirm button spins, both buttons wait and the dialog
   * can't be closed; if it throws, the dialog stays open with the failure text; once it succeeds,
   * `onClose` is called.
   */
  action: () => Promise<void> | void;
  /** The text of a failure that is not an ApiError (default: the generic server error). */
  failureText?: FailureText;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (default). */
  tone?: 'danger' | 'primary';
}

function ignoreClose() {}

/**
 * Asks before an action and runs it, owning its busy and failure state as FormDialog does. The
 * Cancel button is focused first so Enter never destroys by accident; a failure from an earlier
 * opening is gone when it opens again.
 */
export function ConfirmDialog({
  open,
  onClose,
  action,
  failureText,
  title,
  description,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
}: ConfirmDialogProps) {
  const { run, busy, error, reset } = useAction(action, failureText);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }

  async function confirm() {
    if (await run()) onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? ignoreClose : onClose}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children || error ? (
        <>
          {children}
          {error ? <Alert tone="error">{error}</Alert> : null}
        </>
      ) : null}
    </Dialog>
  );
}
