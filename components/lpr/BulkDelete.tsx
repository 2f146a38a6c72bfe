'use client';

import { Button } from '@/components/ui/Button';
import { formatCount } from '@/lib/format';
import { lprMessages } from '@/lib/messages/lpr';
import type { BulkDelete } from './use-bulk-delete';
import { lazyPart } from '@/components/ui/lazy-part';

// The dialog (Headless UI) loads after the list: it is not needed to show it.
const ConfirmDialog = lazyPart(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

/** 'Delete (n)' for the selected rows (shown while there are some); asks first. */
export function BulkDeleteButton({ bulk }: { bulk: BulkDelete }) {
  return (
    <Button variant="danger" onClick={bulk.ask}>
      Delete ({formatCount(bulk.selectedCount)})
    </Button>
  );
}

/** The confirmation of a bulk delete; `description` says what goes. */
export function BulkDeleteDialog({ bulk, description }: { bulk: BulkDelete; description: string }) {
  return (
    <ConfirmDialog
      open={bulk.confirming}
      onClose={bulk.cancel}
      onConfirm={() => void bulk.confirm()}
      title={lprMessages.deleteConfirm}
      description={description}
      confirmLabel={`Delete (${formatCount(bulk.selectedCount)})`}
      loading={bulk.deleting}
      error={bulk.error}
    />
  );
}
