'use client';

import { useEffect } from 'react';
import { pageCountOf } from '@/lib/rules/lpr/list-view';
import type { ScanList } from './use-scan-list';

/**
 * A page past the end of a paged view (after deletes, or typed into the address) becomes its
 * last page, replacing the address. Searches are not paged; a reread in flight (`stale`) waits.
 */
export function useLastPageClamp(
  data: ScanList['list']['data'],
  stale: boolean,
  view: ScanList['view'],
  setView: ScanList['setView'],
) {
  const pageCount = data ? pageCountOf(data.count, data.pageSize) : 1;
  useEffect(() => {
    if (data && !stale && data.mode !== 'search' && view.page > pageCount) {
      setView({ ...view, page: pageCount }, { replace: true });
    }
  }, [data, stale, view, pageCount, setView]);
}
