'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ListPlate } from '@/lib/contract/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { formatCount } from '@/lib/format';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { listsMessages } from '@/lib/messages/lists';

/** How many plates show, in words ('Showing 2,500 of 3,000 plates', '3 plates found for AB'). */
function summaryOf({
  q,
  isIntegration,
  shown,
  loaded,
  count,
}: {
  q: string | null;
  isIntegration: boolean;
  /** The rows the table shows. */
  shown: number;
  /** The list's own plates, once loaded (null before, and for search or integration). */
  loaded: number | null;
  count: number;
}): string {
  if (q) return `${formatCount(shown)} ${shown === 1 ? 'plate' : 'plates'} found for ${q}`;
  if (isIntegration) return `${formatCount(shown)} plates from the vendor`;
  if (loaded === null) return '';
  return loaded < count
    ? `Showing ${formatCount(loaded)} of ${formatCount(count)} plates`
    : `${formatCount(count)} ${count === 1 ? 'plate' : 'plates'}`;
}

/**
 * What the plates screen of one list shows: the list, and in the table the search results (a
 * search is on), the vendor's plates (an integration list) or the list's own plates, with the
 * loading and failure state of that source and the summary line. `refresh` revalidates what a
 * change of plates makes stale.
 */
/** A list's reads: not refetched on focus, retried only when the BFF or the network failed. */
const stable = { ...retryOnlyServerFailures, revalidateOnFocus: false };

export function useListPlatesView(listUuid: string) {
  const { mutate } = useSWRConfig();
  const params = { uuid: listUuid };
  const listQuery = useEndpoint(routes.getList, { params }, stable);
  const list = listQuery.data;
  const isIntegration = list?.type === LIST_TYPE.integration;
  // At most 2,500 plates and their count: asked once the list is known not to be an integration.
  const platesQuery = useEndpoint(
    routes.listPlates,
    list && !isIntegration ? { params } : null,
    stable,
  );
  const [q, setQ] = useState<string | null>(null);
  // An integration list's vendor info and plates (or, with q, one plate the vendor verified).
  const integration = useEndpoint(
    routes.integration,
    isIntegration ? { params, query: { plate: q } } : null,
    stable,
  );
  const canSearch = list ? !isIntegration || Boolean(integration.data?.isCheckEach) : false;
  const search = useEndpoint(
    routes.searchPlates,
    !isIntegration && q ? { params, query: { q } } : null,
    { ...stable, keepPreviousData: false },
  );

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

  const summary = summaryOf({
    q,
    isIntegration,
    shown: plates.length,
    loaded: platesQuery.data ? platesQuery.data.plates.length : null,
    count: platesQuery.data?.count ?? list?.plateCount ?? 0,
  });

  async function refresh() {
    await Promise.all([
      mutate(endpointUrl(routes.listPlates, params)),
      mutate(endpointUrl(routes.getList, params)),
      mutate(endpointUrl(routes.listLists)),
      q ? search.mutate() : Promise.resolve(),
    ]);
  }

  return {
    listQuery,
    list,
    isIntegration,
    /** The vendors of an integration list, once loaded. */
    integration: integration.data,
    q,
    setQ,
    canSearch,
    plates,
    loading,
    loadError,
    summary,
    refresh,
  };
}
