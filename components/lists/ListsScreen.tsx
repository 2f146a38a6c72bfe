'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { Table, type TableSort } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { formatCount } from '@/lib/format';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { listsMessages } from '@/lib/messages/lists';
import { useSWRConfig } from 'swr';
import { lazyPart } from '@/components/ui/lazy-part';
import { compareLists, LIST_COLUMNS, type ListSortKey } from './list-columns';
import { ListTypesHelp } from './ListTypesHelp';

// Dialogs load after the screen: they are not part of its first view.
const AddListDialog = lazyPart(() => import('./AddListDialog').then((m) => m.AddListDialog));

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
    return [...lists].sort((a, b) => sign * compareLists(a, b, sort.columnId as ListSortKey));
  }, [data, sort]);

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
      <ListTypesHelp />
      {error ? (
        <RetryAlert onRetry={() => void reload()} className="mb-3">
          {error.message}
        </RetryAlert>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <Table
          caption="Lists"
          columns={LIST_COLUMNS}
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
