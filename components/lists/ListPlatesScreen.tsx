'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { ListPlate } from '@/lib/contract/lists';
import type { IntegrationResponse } from '@/lib/contract/lists/bff';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { coreMessages } from '@/lib/messages/core';
import { listsMessages } from '@/lib/messages/lists';
import { expectedPlateRows } from '@/lib/rules/lists/list-plates';
import { BackLink } from '@/components/ui/BackLink';
import type { ListPlatesDialog } from './ListPlatesDialogs';
import { ListCsvUpload } from './ListCsvUpload';
import { ListPlatesHeader } from './ListPlatesHeader';
import { ListPlatesToolbar } from './ListPlatesToolbar';
import { LIST_TYPE_HELP, offersUpload } from './list-types';
import { PlatesTable } from './PlatesTable';
import { useListPlatesView } from './use-list-plates-view';

/** The permit list's line (read-only here): the type's own explanation from /lists. */
const PERMIT_LIST_HELP = LIST_TYPE_HELP.find((h) => h.type === LIST_TYPE.permit)?.text;

// The dialogs and what they do load after the screen: they are not part of its first view.
const ListPlatesDialogs = lazyPart(
  () => import('./ListPlatesDialogs').then((m) => m.ListPlatesDialogs),
  (props) => props.open !== null,
);

export interface ListPlatesScreenProps {
  listUuid: string;
  /** Where the back link and a deleted list go (e.g. '/lists'). */
  backHref: string;
  backLabel: string;
}

/**
 * The plates of one list: header (name, type, copy list ID, Options: CSV download, edit,
 * delete), plate search, Add a plate, the virtualised plates table (at most 2,500 rows), edit and
 * delete plate, and the bulk CSV upload (not for permit or integration lists). Integration lists
 * show their vendors and are searchable only when 'check each'.
 * Used by /lists/{uuid} and by the time-limit screens.
 */
export function ListPlatesScreen({ listUuid, backHref, backLabel }: ListPlatesScreenProps) {
  const view = useListPlatesView(listUuid);
  const { list, isIntegration, q, setQ } = view;
  /** Integration and permit lists are kept elsewhere: no plate is added, changed or deleted here. */
  const readOnly = isIntegration || list?.type === LIST_TYPE.permit;
  const [dialog, setDialog] = useState<ListPlatesDialog | null>(null);

  const { error, mutate } = view.listQuery;
  if (error) {
    const onRetry = () => void mutate();
    return (
      <ListLoadError
        back={[backHref, backLabel]}
        notFound={error.status === 404}
        onRetry={onRetry}
      />
    );
  }

  return (
    <>
      <ListPlatesHeader
        listUuid={listUuid}
        list={list}
        isIntegration={isIntegration}
        backHref={backHref}
        backLabel={backLabel}
        summary={view.summary}
        onEdit={() => setDialog({ kind: 'edit-list' })}
        onDelete={() => setDialog({ kind: 'delete-list' })}
      />

      <ListTypeNote
        permitList={list?.type === LIST_TYPE.permit}
        integration={isIntegration ? view.integration : undefined}
      />

      <ListPlatesToolbar
        canSearch={view.canSearch}
        q={q}
        setQ={setQ}
        onAdd={list && !readOnly ? () => setDialog({ kind: 'add-plate' }) : undefined}
      />

      <PlatesPanel
        view={view}
        onEdit={readOnly ? undefined : (plate) => setDialog({ kind: 'edit-plate', plate })}
        onDelete={readOnly ? undefined : (plate) => setDialog({ kind: 'delete-plate', plate })}
      />

      {list && offersUpload(list.type) ? (
        <ListCsvUpload
          listUuid={listUuid}
          onUploaded={() => {
            setQ(null);
            void view.refresh();
          }}
        />
      ) : null}

      <ListPlatesDialogs
        listUuid={listUuid}
        list={list}
        open={dialog}
        onClose={() => setDialog(null)}
        backHref={backHref}
        onPlatesChanged={view.refresh}
      />
    </>
  );
}

/** The plates (or why they could not load), with edit and delete unless the list is read-only. */
function PlatesPanel({
  view,
  onEdit,
  onDelete,
}: {
  view: ReturnType<typeof useListPlatesView>;
  onEdit?: (plate: ListPlate) => void;
  onDelete?: (plate: ListPlate) => void;
}) {
  const { list, q, isIntegration } = view;
  return (
    <>
      {view.loadError ? (
        <Alert tone="error" className="mb-3">
          {view.loadError}
        </Alert>
      ) : null}

      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <PlatesTable
          caption={list ? `Plates of ${list.name}` : 'Plates'}
          plates={view.plates}
          loading={view.loading}
          loadingRows={
            !q && !isIntegration && list ? expectedPlateRows(list.plateCount) : undefined
          }
          emptyText={q ? listsMessages.noPlateFound : 'No plates on this list yet.'}
          showVendor={isIntegration}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </>
  );
}

/** The list could not be loaded: back, and why (not found, or a retry). */
function ListLoadError(props: { back: [string, string]; notFound: boolean; onRetry: () => void }) {
  return (
    <>
      <BackLink href={props.back[0]} label={props.back[1]} />
      <RetryAlert onRetry={props.onRetry}>
        {props.notFound ? coreMessages.notFound : listsMessages.listFailed}
      </RetryAlert>
    </>
  );
}

/** Under the header: a permit list's explanation, or an integration list's vendors. */
function ListTypeNote(props: {
  permitList: boolean;
  integration: IntegrationResponse | undefined;
}) {
  if (props.permitList) return <p className="mb-3 text-sm text-gray-700">{PERMIT_LIST_HELP}</p>;
  return props.integration ? <Vendors integration={props.integration} /> : null;
}

/** The vendors of an integration list. */
function Vendors({ integration }: { integration: IntegrationResponse }) {
  const vendors =
    integration.vendors.length > 0
      ? integration.vendors
      : [{ name: integration.vendor, locationCode: '', description: '' }];
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Vendors">
      <span className="text-sm font-medium text-gray-700">Vendors:</span>
      {vendors.map((v) => (
        <span
          key={`${v.name}-${v.locationCode}`}
          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
        >
          {v.name}
          {v.locationCode ? ` · ${v.locationCode}` : ''}
        </span>
      ))}
    </div>
  );
}
