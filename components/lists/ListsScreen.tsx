'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { Table, type TableColumn, type TableSort } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { PlateList } from '@/lib/contract/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { formatCount } from '@/lib/format';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { listsMessages } from '@/lib/messages/lists';
import { LIST_TYPE_HELP, LIST_TYPE_LABEL } from './list-types';
import { useSWRConfig } from 'swr';
import { lazyPart } from '@/components/ui/lazy-part';
import { DateText } from '@/components/ui/DateText';

// Dialogs load after the screen: they are not part of its first view.
const AddListDialog = lazyPart(() => import('./AddListDialog').then((m) => m.AddListDialog));

type SortKey = 'name' | 'plateCount' | 'type' | 'createdBy' | 'createdAt';

function compare(a: PlateList, b: PlateList, key: SortKey): number {
  switch (key) {
    case 'plateCount':
      return a.plateCount - b.plateCount;
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'type':
      return LIST_TYPE_LABEL[a.type].localeCompare(LIST_TYPE_LABEL[b.type]);
    default:
      return a[key].localeCompare(b[key], 'en', { sensitivity: 'base' });
  }
}

/** /lists: the organisation's lists (time-limit lists are on /timelimit), sortable; Add list. */
export function ListsScreen() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useEndpoint(routes.listLists);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [adding, setAdding] = useState(false);

  const rows = useMemo(() => {
    const lists = data?.lists ?? [];
    if (!sort) return lists;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...lists].sort((a, b) => sign * compare(a, b, sort.columnId as SortKey));
  }, [data, sort]);

  const columns: TableColumn<PlateList>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (l) => <span className="font-medium text-gray-900">{l.name}</span>,
    },
    {
      id: 'plateCount',
      header: 'Plate count',
      sortable: true,
      align: 'right',
      width: '12rem',
      // An integration list's plates are the vendor's live sessions: say so, as its detail does.
      cell: (l) =>
        l.type === LIST_TYPE.integration ? (
          <span className="tabular-nums">
            {formatCount(l.plateCount)}{' '}
            <span className="text-xs text-gray-500">from the vendor</span>
          </span>
        ) : (
          <span className="tabular-nums">{formatCount(l.plateCount)}</span>
        ),
    },
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      width: '9rem',
      cell: (l) => LIST_TYPE_LABEL[l.type],
    },
    { id: 'createdBy', header: 'Created by', sortable: true, cell: (l) => l.createdBy },
    {
      id: 'createdAt',
      header: 'Created on',
      sortable: true,
      cell: (l) => (
        <span className="whitespace-nowrap">
          <DateText value={l.createdAt} />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={data ? `Lists (${formatCount(data.count)})` : 'Lists'}
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setAdding(true)}>
            Add list
          </Button>
        }
      />
      <section
        aria-labelledby="list-types-heading"
        className="mb-4 rounded-lg border border-gray-200 bg-white p-4"
      >
        <h2 id="list-types-heading" className="text-sm font-semibold text-gray-900">
          List types
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {LIST_TYPE_HELP.map(({ type, text }) => (
            <div key={type} className="flex gap-2">
              <dt className="w-24 shrink-0 font-medium text-gray-800">{LIST_TYPE_LABEL[type]}</dt>
              <dd className="text-gray-600">{text}</dd>
            </div>
          ))}
        </dl>
      </section>
      {error ? (
        <RetryAlert onRetry={() => void reload()} className="mb-3">
          {error.message}
        </RetryAlert>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <Table
          caption="Lists"
          columns={columns}
          rows={rows}
          getRowId={(l) => l.uuid}
          loading={isLoading}
          sort={sort}
          onSortChange={setSort}
          rowHref={(l) => `/lists/${encodeURIComponent(l.uuid)}`}
          rowLabel={(l) => `Open ${l.name}`}
          emptyText={listsMessages.noLists}
          maxHeight="70vh"
        />
      </div>
      <AddListDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(list) => {
          setAdding(false);
          void mutate(endpointUrl(routes.listLists));
          void mutate(endpointUrl(routes.getList, { uuid: list.uuid }), list, {
            revalidate: false,
          });
          router.push(`/lists/${encodeURIComponent(list.uuid)}`);
        }}
      />
    </>
  );
}
