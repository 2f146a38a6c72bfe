'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export interface ArchiveDialogProps {
  open: boolean;
  name: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

export const archiveTexts = (name: string) => ({
  title: 'Delete this permit type?',
  description: `Deleting ${name} archives the permit type and disables the permits held under it and their payments. This cannot be undone.`,
  confirm: 'Delete permit type',
});

/** Delete (archive) a permit type (spec 2 §4), after a confirmation. */
export function ArchiveDialog({
  open,
  name,
  loading,
  error,
  onClose,
  onConfirm,
}: ArchiveDialogProps) {
  const t = archiveTexts(name);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t.title}
      description={t.description}
      confirmLabel={t.confirm}
      tone="danger"
      loading={loading}
      error={error}
    />
  );
}
