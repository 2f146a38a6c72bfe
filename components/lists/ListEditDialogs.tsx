'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextFieldDialog } from '@/components/ui/TextFieldDialog';
import { useToast } from '@/components/ui/Toast';
import type { PlateList } from '@/lib/contract/lists';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listsMessages } from '@/lib/messages/lists';
import { checkListName } from '@/lib/rules/lists/list-name';

export interface ListEditDialogsProps {
  listUuid: string;
  list: PlateList | undefined;
  open: 'edit-list' | 'delete-list' | null;
  onClose: () => void;
  /** Where a deleted list goes. */
  backHref: string;
}

/** Edit list (its name) and Delete list, with what saving and deleting do. */
export function ListEditDialogs({ listUuid, list, open, onClose, backHref }: ListEditDialogsProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  async function renameList(name: string) {
    const saved = await callEndpoint(routes.renameList, {
      params: { uuid: listUuid },
      body: { name },
    });
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
      <TextFieldDialog
        open={open === 'edit-list' && Boolean(list)}
        onClose={onClose}
        title="Edit list"
        submitLabel="Save"
        field={{ label: 'List name', name: 'name', maxLength: 120 }}
        initialValue={list?.name ?? ''}
        clearErrorOnChange
        validate={checkListName}
        onSave={renameList}
      />
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
