'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import type { PlateList } from '@/lib/contract/lists';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listsMessages } from '@/lib/messages/lists';
import { EditListDialog } from './EditListDialog';

export interface ListEditDialogsProps {
  listUuid: string;
  list: PlateList | undefined;
  open: 'edit-list' | 'delete-list' | null;
  onClose: () => void;
  /** Where a deleted list goes. */
  backHref: string;
}

/** Edit list (its name and look-alike setting) and Delete list, with what saving and deleting do. */
export function ListEditDialogs({ listUuid, list, open, onClose, backHref }: ListEditDialogsProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  async function saveList(body: { name: string; matchLookalikes?: boolean }) {
    const saved = await callEndpoint(routes.renameList, { params: { uuid: listUuid }, body });
    await mutate(endpointUrl(routes.getList, { uuid: listUuid }), saved, { revalidate: false });
    void mutate(endpointUrl(routes.listLists));
    onClose();
    toast.show({ message: 'List saved.', tone: 'success' });
  }

  async function deleteList() {
    await callEndpoint(routes.deleteList, { params: { uuid: listUuid } });
    await mutate(endpointUrl(routes.listLists));
    toast.show({ message: 'List deleted.', tone: 'success' });
    router.push(backHref);
  }

  return (
    <>
      <EditListDialog open={open === 'edit-list'} list={list} onClose={onClose} onSave={saveList} />
      <ConfirmDialog
        open={open === 'delete-list'}
        onClose={onClose}
        action={deleteList}
        failureText={listsMessages.listFailed}
        title="Delete list"
        description={
          list
            ? `${list.name} and all its plates will be deleted. This cannot be undone.`
            : undefined
        }
      />
    </>
  );
}
