'use client';

import type { SWRResponse } from 'swr';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import type { ApiError } from '@/lib/fetcher';
import { useListView } from '@/lib/hooks/lpr/use-list-view';
import type { ListFilterKey, ListView } from '@/lib/rules/lpr/list-view';
import { useBulkDelete, type BulkDeleteOptions, type Noun } from './use-bulk-delete';
import { useRowSelection } from './use-row-selection';

export interface ScanListOptions {
  /** The screen's path ('/scans'), whose query holds the view. */
  basePath: string;
  filterKey: ListFilterKey;
  /** The BFF list route ('/api/scans'): its views' SWR keys start with it. */
  listKey: string;
  /** The BFF route that deletes selected rows. */
  deleteRoute: BulkDeleteOptions['endpoint'];
  /** The SWR key of a view. */
  keyOf: (view: ListView) => string;
  /** Loads a view. */
  useList: (view: ListView) => SWRResponse<ScanListResponse, ApiError>;
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
  listKey,
  deleteRoute,
  keyOf,
  useList,
  noun,
}: ScanListOptions) {
  const { view, setView } = useListView(basePath, filterKey);
  const key = keyOf(view);
  const list = useList(view);
  const selection = useRowSelection(key);
  const bulk = useBulkDelete({
    endpoint: deleteRoute,
    noun,
    listKey,
    viewKey: key,
    selection,
    mutate: list.mutate,
  });
  return { noun, view, setView, list, selection, bulk };
}

export type ScanList = ReturnType<typeof useScanList>;
