'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import type { ListPlate, PlateList } from '@/lib/contract/lists';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { listsMessages } from '@/lib/messages/lists';
import { ListEditDialogs } from './ListEditDialogs';
import { PlateDialog } from './PlateDialog';

/** Which dialog of the plates screen is open, and for which plate. */
export type ListPlatesDialog =
  | { kind: 'add-plate' }
  | { kind: 'edit-plate'; plate: ListPlate }
  | { kind: 'delete-plate'; plate: ListPlate }
  | { kind: 'edit-list' }
  | { kind: 'delete-list' };

export interface ListPlatesDialogsProps {
  listUuid: string;
  list: PlateList | undefined;
  open: ListPlatesDialog | null;
  onClose: () => void;
  /** Where a deleted list goes. */
  backHref: string;
  /** The plates changed (added, saved, deleted): revalidate what shows them. */
  onPlatesChanged: () => Promise<void>;
}

/**
 * The dialogs of the plates screen, loaded after it: add and edit plate, delete plate, edit and
 * delete list, with what saving and deleting do.
 */
export function ListPlatesDialogs({
  listUuid,
  list,
  open,
  onClose,
  backHref,
  onPlatesChanged,
}: ListPlatesDialogsProps) {
  const toast = useToast();
  const editingPlate = open?.kind === 'edit-plate' ? open.plate : null;
  const deletingPlate = open?.kind === 'delete-plate' ? open.plate : null;

  function plateSaved(plate: ListPlate, done: 'added' | 'saved') {
    onClose();
    toast.show({ message: `Plate ${plate.plate} ${done}.`, tone: 'success' });
    void onPlatesChanged();
  }

  async function deletePlate() {
    if (!deletingPlate) return;
    await callEndpoint(listsBffRoutes.deletePlate, {
      params: { uuid: listUuid, plateUuid: deletingPlate.uuid },
    });
    toast.show({ message: `Plate ${deletingPlate.plate} deleted.`, tone: 'success' });
    void onPlatesChanged();
  }

  return (
    <>
      <PlateDialog
        listUuid={listUuid}
        open={open?.kind === 'add-plate'}
        onClose={onClose}
        onSaved={(p) => plateSaved(p, 'added')}
      />
      <PlateDialog
        listUuid={listUuid}
        plate={editingPlate}
        open={editingPlate !== null}
        onClose={onClose}
        onSaved={(p) => plateSaved(p, 'saved')}
      />
      <ConfirmDialog
        open={deletingPlate !== null}
        onClose={onClose}
        action={deletePlate}
        failureText={listsMessages.listFailed}
        title="Delete plate"
        description={
          deletingPlate ? `Plate ${deletingPlate.plate} will be removed from this list.` : undefined
        }
      />
      <ListEditDialogs
        listUuid={listUuid}
        list={list}
        open={open?.kind === 'edit-list' || open?.kind === 'delete-list' ? open.kind : null}
        onClose={onClose}
        backHref={backHref}
      />
    </>
  );
}
