'use client';

import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './LazyDialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (default). */
  tone?: 'danger' | 'primary';
  /** The confirm button spins and both buttons wait. */
  loading?: boolean;
  /** The message of a failed attempt, shown in the dialog. */
  error?: string | null;
}

/** Asks before an action; the Cancel button is focused first so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  loading = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={loading ? () => {} : onClose}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={loading}
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
