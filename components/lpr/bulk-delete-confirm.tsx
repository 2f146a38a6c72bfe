'use client';

import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import { callEndpoint } from '@/lib/fetcher';
import { formatCount } from '@/lib/format';
import { lprMessages } from '@/lib/messages/lpr';
import { nounFor, type BulkDelete } from './use-bulk-delete';

export interface BulkDeleteConfirmProps {
  bulk: BulkDelete;
  /** What goes ('3 selected scans and their alerts will be deleted.'). */
  description: string;
}

/**
 * The confirmation of a bulk delete and the delete: the POST of the selected uuids, a toast, and
 * the revalidation of the list's views. Loaded with the dialog, not with the list.
 */
export function BulkDeleteConfirm({ bulk, description }: BulkDeleteConfirmProps) {
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const { endpoint, noun, listKey, viewKey, selection, mutate } = bulk.options;

  async function confirm() {
    const result = await callEndpoint(endpoint, {
      body: { uuids: [...selection.selectedIds] },
    });
    selection.clear();
    bulk.cancel();
    toast.show({
      tone: 'success',
      message: `${formatCount(result.deleted)} ${nounFor(noun, result.deleted)} deleted.`,
    });
    await Promise.all([
      mutate(),
      mutateAll((k) => typeof k === 'string' && k.startsWith(`${listKey}?`) && k !== viewKey),
    ]);
  }

  return (
    <ConfirmDialog
      open={bulk.confirming}
      onClose={bulk.cancel}
      action={confirm}
      title={lprMessages.deleteConfirm}
      description={description}
      confirmLabel={`Delete (${formatCount(bulk.selectedCount)})`}
    />
  );
}
