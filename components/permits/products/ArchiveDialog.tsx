'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { permitsMessages } from '@/lib/messages/permits';

export interface ArchiveDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
  /** Archives the type; a failure shows its text (or the §8 delete failure) in the dialog. */
  action: () => Promise<void>;
}

export const archiveTexts = (name: string) => ({
  title: 'Delete this permit type?',
  description: `Deleting ${name} archives the permit type and disables the permits held under it and their payments. This cannot be undone.`,
  confirm: 'Delete permit type',
});

/** Delete (archive) a permit type (spec 2 §4), after a confirmation. */
export function ArchiveDialog({ open, name, onClose, action }: ArchiveDialogProps) {
  const t = archiveTexts(name);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      action={action}
      failureText={permitsMessages.permitDeleteFailed}
      title={t.title}
      description={t.description}
      confirmLabel={t.confirm}
      tone="danger"
    />
  );
}
