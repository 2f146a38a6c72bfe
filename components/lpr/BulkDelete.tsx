'use client';

import { Button } from '@/components/ui/Button';
import { formatCount } from '@/lib/format';
import type { BulkDelete } from './use-bulk-delete';
import { lazyPart } from '@/components/ui/lazy-part';

/** 'Delete (n)' for the selected rows (shown while there are some); asks first. */
export function BulkDeleteButton({ bulk }: { bulk: BulkDelete }) {
  return (
    <Button variant="danger" onClick={bulk.ask}>
      Delete ({formatCount(bulk.selectedCount)})
    </Button>
  );
}

/**
 * The confirmation of a bulk delete; `description` says what goes. It and the delete load after
 * the list (Headless UI, the POST and the revalidation are not needed to show it).
 */
export const BulkDeleteDialog = lazyPart(
  () => import('./bulk-delete-confirm').then((m) => m.BulkDeleteConfirm),
  (props) => props.bulk.confirming,
);
