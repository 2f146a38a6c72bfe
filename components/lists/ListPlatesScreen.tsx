'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ChevronDownIcon, PlusIcon } from '@/components/ui/icons';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import { useToast } from '@/components/ui/Toast';
import { PlateSearchForm } from '@/components/ui/PlateSearchForm';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { checkListName } from '@/lib/rules/lists/list-name';
import { expectedPlateRows } from '@/lib/rules/lists/list-plates';
import type { ListPlate } from '@/lib/contract/lists';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { formatCount } from '@/lib/format';
import {
  LISTS_KEY,
  listKey,
  listPlatesKey,
  platesCsvHref,
  useIntegration,
  useList,
  useListPlates,
  usePlateSearch,
} from '@/lib/hooks/lists/use-lists';
import { coreMessages } from '@/lib/messages/core';
import { listsMessages } from '@/lib/messages/lists';
import { offersUpload } from './list-types';
import { PlateCsvUpload } from './PlateCsvUpload';
import { PlatesTable } from './PlatesTable';
import { lazyPart } from '@/components/ui/lazy-part';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { BackLink, ListHeading } from './ListHeading';

// Dialogs load after the screen: they are not part of its first view.
const PlateDialog = lazyPart(() => import('./PlateDialog').then((m) => m.PlateDialog));
const ConfirmDialog = lazyPart(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);
const TextFieldDialog = lazyPart(() =>
  import('@/components/ui/TextFieldDialog').then((m) => m.TextFieldDialog),
);

export interface ListPlatesScreenProps {
  listUuid: string;
  /** Where the back link and a deleted list go (e.g. '/lists'). */
  backHref: string;
  backLabel: string;
}

/** Starts a download of a same-origin file without leaving the page. */
function download(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * The plates of one list: header (name, type, copy list ID, Options: CSV download, edit,
 * delete), plate search, Add a plate, the virtualised plates table (at most 2,500 rows), edit and
 * delete plate, and the bulk CSV upload (not for permit or integration lists). Integration lists
 * show their vendors and are searchable only when 'check each'.
 * Used by /lists/{uuid} and by the time-limit screens.
 */
export function ListPlatesScreen({ listUuid, backHref, backLabel }: ListPlatesScreenProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const listQuery = useList(listUuid);
  const list = listQuery.data;
  const isIntegration = list?.type === LIST_TYPE.integration;
  const platesQuery = useListPlates(listUuid, Boolean(list) && !isIntegration);
  const [q, setQ] = useState<string | null>(null);
  const integration = useIntegration(listUuid, isIntegration, q);
  const canSearch = list ? !isIntegration || Boolean(integration.data?.isCheckEach) : false;
  const search = usePlateSearch(listUuid, isIntegration ? null : q);

  const [adding, setAdding] = useState(false);
  const [editingPlate, setEditingPlate] = useState<ListPlate | null>(null);
  const [deletingPlate, setDeletingPlate] = useState<ListPlate | null>(null);
  const [deletePlateError, setDeletePlateError] = useState<string | null>(null);
  const [deletingPlateBusy, setDeletingPlateBusy] = useState(false);
  const [editingList, setEditingList] = useState(false);
  const [deletingList, setDeletingList] = useState(false);
  const [deleteListError, setDeleteListError] = useState<string | null>(null);
  const [deletingListBusy, setDeletingListBusy] = useState(false);

  async function refreshPlates() {
    await Promise.all([
      mutate(listPlatesKey(listUuid)),
      mutate(listKey(listUuid)),
      mutate(LISTS_KEY),
      q ? search.mutate() : Promise.resolve(),
    ]);
  }

  async function copyListId() {
    try {
      await navigator.clipboard.writeText(listUuid);
      toast.show({ message: 'List ID copied to the clipboard.', tone: 'success' });
    } catch {
      toast.show({ message: 'The list ID could not be copied.', tone: 'error' });
    }
  }

  async function deletePlate() {
    if (!deletingPlate) return;
    setDeletingPlateBusy(true);
    setDeletePlateError(null);
    try {
      await callEndpoint(listsBffRoutes.deletePlate, {
        params: { uuid: listUuid, plateUuid: deletingPlate.uuid },
      });
      setDeletingPlate(null);
      toast.show({ message: `Plate ${deletingPlate.plate} deleted.`, tone: 'success' });
      await refreshPlates();
    } catch (cause) {
      setDeletePlateError(isApiError(cause) ? cause.message : listsMessages.listFailed);
    } finally {
      setDeletingPlateBusy(false);
    }
  }

  async function deleteList() {
    setDeletingListBusy(true);
    setDeleteListError(null);
    try {
      await callEndpoint(listsBffRoutes.deleteList, { params: { uuid: listUuid } });
      await mutate(LISTS_KEY);
      toast.show({ message: 'List deleted.', tone: 'success' });
      router.push(backHref);
    } catch (cause) {
      setDeleteListError(isApiError(cause) ? cause.message : listsMessages.listFailed);
      setDeletingListBusy(false);
    }
  }

  if (listQuery.error) {
    return (
      <>
        <BackLink href={backHref} label={backLabel} />
        <RetryAlert onRetry={() => void listQuery.mutate()}>
          {listQuery.error.status === 404 ? coreMessages.notFound : listsMessages.listFailed}
        </RetryAlert>
      </>
    );
  }

  // What the table shows: search results, integration plates, or the list's plates.
  let plates: readonly ListPlate[] = [];
  let loading = !list;
  let loadError: string | null = null;
  if (isIntegration) {
    plates = integration.data?.plates ?? [];
    loading = integration.isLoading;
    loadError = integration.error ? listsMessages.listFailed : null;
  } else if (q) {
    plates = search.data?.plates ?? [];
    loading = search.isLoading;
    loadError = search.error ? search.error.message : null;
  } else if (list) {
    plates = platesQuery.data?.plates ?? [];
    loading = platesQuery.isLoading;
    loadError = platesQuery.error ? listsMessages.listFailed : null;
  }

  const count = platesQuery.data?.count ?? list?.plateCount ?? 0;
  let summary = '';
  if (q)
    summary = `${formatCount(plates.length)} ${plates.length === 1 ? 'plate' : 'plates'} found for ${q}`;
  else if (isIntegration) summary = `${formatCount(plates.length)} plates from the vendor`;
  else if (platesQuery.data) {
    const shown = platesQuery.data.plates.length;
    summary =
      shown < count
        ? `Showing ${formatCount(shown)} of ${formatCount(count)} plates`
        : `${formatCount(count)} ${count === 1 ? 'plate' : 'plates'}`;
  }

  return (
    <>
      <ListHeading
        backHref={backHref}
        backLabel={backLabel}
        list={list}
        meta={<span aria-live="polite">{summary}</span>}
        actions={
          <>
            <Button variant="secondary" onClick={() => void copyListId()}>
              Copy list ID
            </Button>
            <Menu
              trigger={
                <>
                  Options <ChevronDownIcon className="size-4" />
                </>
              }
              triggerClassName="h-9 bg-white px-3.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
              items={[
                {
                  kind: 'action',
                  label: 'Download vehicle list as CSV',
                  onSelect: () => download(platesCsvHref(listUuid)),
                  disabled: !list || isIntegration,
                },
                {
                  kind: 'action',
                  label: 'Edit',
                  onSelect: () => setEditingList(true),
                  disabled: !list,
                },
                {
                  kind: 'action',
                  label: 'Delete',
                  danger: true,
                  onSelect: () => {
                    setDeleteListError(null);
                    setDeletingList(true);
                  },
                  disabled: !list,
                },
              ]}
            />
          </>
        }
      />

      {isIntegration && integration.data ? (
        <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Vendors">
          <span className="text-sm font-medium text-gray-700">Vendors:</span>
          {(integration.data.vendors.length > 0
            ? integration.data.vendors
            : [{ name: integration.data.vendor, locationCode: '', description: '' }]
          ).map((v) => (
            <span
              key={`${v.name}-${v.locationCode}`}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
            >
              {v.name}
              {v.locationCode ? ` · ${v.locationCode}` : ''}
            </span>
          ))}
        </div>
      ) : null}

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {canSearch ? (
          <PlateSearchForm
            value={q}
            onSearch={setQ}
            onClear={() => setQ(null)}
            id="list-plate-search"
            label="Search plate or name"
            placeholder="Search plate or name"
            maxLength={120}
            monospace={false}
          />
        ) : (
          <span />
        )}
        {list && !isIntegration ? (
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setAdding(true)}>
            Add a plate
          </Button>
        ) : null}
      </div>

      {loadError ? (
        <Alert tone="error" className="mb-3">
          {loadError}
        </Alert>
      ) : null}

      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <PlatesTable
          caption={list ? `Plates of ${list.name}` : 'Plates'}
          plates={plates}
          loading={loading}
          loadingRows={
            !q && !isIntegration && list ? expectedPlateRows(list.plateCount) : undefined
          }
          emptyText={q ? listsMessages.noPlateFound : 'No plates on this list yet.'}
          showVendor={isIntegration}
          onEdit={isIntegration ? undefined : (p) => setEditingPlate(p)}
          onDelete={
            isIntegration
              ? undefined
              : (p) => {
                  setDeletePlateError(null);
                  setDeletingPlate(p);
                }
          }
        />
      </div>

      {list && offersUpload(list.type) ? (
        <div className="mt-4">
          <PlateCsvUpload
            listUuid={listUuid}
            onUploaded={() => {
              setQ(null);
              void refreshPlates();
            }}
          />
        </div>
      ) : null}

      <PlateDialog
        listUuid={listUuid}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(p) => {
          setAdding(false);
          toast.show({ message: `Plate ${p.plate} added.`, tone: 'success' });
          void refreshPlates();
        }}
      />
      <PlateDialog
        listUuid={listUuid}
        plate={editingPlate}
        open={editingPlate !== null}
        onClose={() => setEditingPlate(null)}
        onSaved={(p) => {
          setEditingPlate(null);
          toast.show({ message: `Plate ${p.plate} saved.`, tone: 'success' });
          void refreshPlates();
        }}
      />
      <ConfirmDialog
        open={deletingPlate !== null}
        onClose={() => setDeletingPlate(null)}
        onConfirm={() => void deletePlate()}
        title="Delete plate"
        description={
          deletingPlate ? `Plate ${deletingPlate.plate} will be removed from this list.` : undefined
        }
        loading={deletingPlateBusy}
        error={deletePlateError}
      />
      <TextFieldDialog
        open={editingList && Boolean(list)}
        onClose={() => setEditingList(false)}
        title="Edit list"
        submitLabel="Save"
        field={{ label: 'List name', name: 'name', maxLength: 120 }}
        initialValue={list?.name ?? ''}
        clearErrorOnChange
        validate={checkListName}
        onSave={async (name) => {
          const saved = await callEndpoint(listsBffRoutes.renameList, {
            params: { uuid: listUuid },
            body: { name },
          });
          await mutate(listKey(listUuid), saved, { revalidate: false });
          void mutate(LISTS_KEY);
          setEditingList(false);
          toast.show({ message: 'List saved.', tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={deletingList}
        onClose={() => setDeletingList(false)}
        onConfirm={() => void deleteList()}
        title="Delete list"
        description={
          list
            ? `${list.name} and all its plates will be deleted. This cannot be undone.`
            : undefined
        }
        loading={deletingListBusy}
        error={deleteListError}
      />
    </>
  );
}
