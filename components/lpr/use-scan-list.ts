'use client';

import type { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useSearchParams } from 'next/navigation';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { listViewApiQuery, type ListFilterKey } from '@/lib/rules/lpr/list-view';
import { reasonOfSearch } from '@/lib/rules/privacy/lookup-reason';
import { useBulkDelete, type BulkDeleteOptions, type Noun } from './use-bulk-delete';
import { useListView } from './use-list-view';
import { useRowSelection } from './use-row-selection';

export interface ScanListOptions {
  /** The screen's path ('/scans'), whose query holds the view. */
  basePath: string;
  filterKey: ListFilterKey;
  /** The BFF list route (/api/scans): a view is its query. */
  listRoute: typeof lprBffRoutes.listScans | typeof lprBffRoutes.listAlerts;
  /** The BFF route that deletes selected rows. */
  deleteRoute: BulkDeleteOptions['endpoint'];
  /** 'scan' / 'scans'. */
  noun: Noun;
}

/**
 * The state of a scans or alerts list screen: the view kept in the URL, its rows, the rows
 * selected in it, and deleting them.
 */
export function useScanList({
  basePath,
  filterKey,
  listRoute,
  deleteRoute,
  noun,
}: ScanListOptions) {
  const { view, setView } = useListView(basePath, filterKey);
  // A plate search is an audited look-up: the reason given on the page (the reason form's GET)
  // goes with it (issue 30 item 2).
  const search = useSearchParams();
  const why = view.q ? reasonOfSearch(Object.fromEntries(search?.entries() ?? [])) : {};
  const query = { ...listViewApiQuery(view, filterKey), ...why };
  const key = endpointUrl(listRoute, {}, query);
  // The previous page stays on screen while the next loads.
  const list = useEndpoint(listRoute, { query }, { keepPreviousData: true });
  const selection = useRowSelection(key);
  const bulk = useBulkDelete({
    endpoint: deleteRoute,
    noun,
    listKey: endpointUrl(listRoute),
    viewKey: key,
    selection,
    mutate: list.mutate,
  });
  return { basePath, noun, view, setView, list, selection, bulk };
}

export type ScanList = ReturnType<typeof useScanList>;
