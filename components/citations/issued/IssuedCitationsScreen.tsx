'use client';

import { useRouter } from 'next/navigation';
import { PageHeader } from '@/components/shell/PageHeader';
import { PrevNextPager } from '@/components/ui/PrevNextPager';
import { Table } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useZoneOrUtc } from '@/lib/hooks/first-view-tz';
import {
  citationListHref,
  citationListRouteQuery,
  type CitationListState,
} from '@/lib/rules/citations/list-urls';
import { citationsMessages } from '@/lib/messages/citations';
import { citationColumns } from './citation-columns';
import { CitationListFilters } from './CitationListFilters';
import { CitationSummaryCards } from './CitationSummaryCards';

/**
 * /citations/issued (spec 3 §2): summary cards, a location filter (All by default), the search
 * by notice number or plate (upper-cased), the issued violations newest first, 50 a page from
 * page 0; a row opens /citations/detail/{uuid}. The state lives in the URL.
 */
export function IssuedCitationsScreen({ state }: { state: CitationListState }) {
  const router = useRouter();
  const tz = useZoneOrUtc();
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.citationList,
    { query: citationListRouteQuery(state, tz) },
    { keepPreviousData: true },
  );
  const summary = useEndpoint(routes.citationSummary, { query: { tz } });
  const go = (next: Partial<CitationListState>) =>
    router.push(citationListHref({ ...state, ...next }));

  return (
    <>
      <PageHeader
        title="Issued violations"
        description="Every violation issued by your patrols, newest first. Search by notice number or license plate."
      />
      <CitationSummaryCards stats={summary.data?.stats} />
      <CitationListFilters state={state} locations={summary.data?.locations ?? []} go={go} />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="space-y-4">
          <Table
            caption={
              state.search ? `Issued violations matching ${state.search}` : 'Issued violations'
            }
            columns={citationColumns}
            rows={data?.citations ?? []}
            getRowId={(c) => c.uuid}
            rowHref={(c) => `/citations/detail/${c.uuid}`}
            rowLabel={(c) => `Notice ${c.citationNumber}, plate ${c.plate}`}
            loading={isLoading && !data}
            density="compact"
            emptyText={citationsMessages.noCitationsIssued}
          />
          {state.search ? null : (
            <PrevNextPager
              label="Issued violations"
              page={state.page}
              hasNext={Boolean(data?.hasNext)}
              onPage={(next) => go({ page: next })}
            />
          )}
        </div>
      )}
    </>
  );
}
