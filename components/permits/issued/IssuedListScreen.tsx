'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { PrevNextPager } from '@/components/ui/PrevNextPager';
import { Table } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { issuedColumns } from './issued-columns';
import { issuedListHref } from './issued-list-href';
import { IssuedSearchForm } from './IssuedSearchForm';

export interface IssuedListScreenProps {
  /** The page from the URL, from 0. */
  page: number;
  /** The holder search from the URL, if any (the route's query schema upper-cases it). */
  search: string | null;
}

/**
 * /permits/issued (spec 2 §2): every issued permit, newest first, 100 a page from page 0 with
 * Previous and Next; the holder search (upper-cased; an empty search reloads the list). A row
 * opens /permits/{productUUID}/issued/{uuid}?page={n}.
 */
export function IssuedListScreen({ page, search }: IssuedListScreenProps) {
  const router = useRouter();
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.listIssued,
    { query: { page, search } },
    { keepPreviousData: true },
  );
  // The search as the route's query schema sent it on (upper-cased), once the answer is in.
  const shown = data?.search ?? search;
  const [now] = useState(() => new Date());

  return (
    <>
      <PageHeader
        title="Issued permits"
        description="Every permit issued or applied for, newest first. Search by permit holder name, permit ID or license plate."
      />
      <IssuedSearchForm search={search} onReload={() => void mutate()} />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="space-y-4">
          <Table
            caption={shown ? `Issued permits matching ${shown}` : 'Issued permits'}
            columns={issuedColumns(now)}
            rows={data?.permits ?? []}
            getRowId={(p) => p.uuid}
            rowHref={(p) => `/permits/${p.productUUID}/issued/${p.uuid}?page=${page}`}
            rowLabel={(p) => `Permit ${p.customerPermitId} of ${p.permitHolder.name}`}
            loading={isLoading && !data}
            density="compact"
            emptyText={
              search ? permitsMessages.noPermitsIssuedOrApplied : permitsMessages.noPermitsIssued
            }
          />
          <PrevNextPager
            label="Issued permits"
            page={page}
            hasNext={Boolean(data?.hasNext)}
            onPage={(next) => router.push(issuedListHref(next, search))}
          />
        </div>
      )}
    </>
  );
}
