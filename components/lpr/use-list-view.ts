'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  listViewQuery,
  parseListView,
  type ListFilterKey,
  type ListView,
} from '@/lib/rules/lpr/list-view';

const STORAGE_PREFIX = 'vert.listView:';

/** The address of a list screen as last shown (for the detail screen's back link). */
export function lastListHref(basePath: string): string {
  try {
    const query = window.sessionStorage.getItem(STORAGE_PREFIX + basePath);
    return query ? basePath + query : basePath;
  } catch {
    return basePath;
  }
}

function remember(basePath: string, query: string) {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + basePath, query);
  } catch {
    /* storage unavailable: the URL alone keeps the view */
  }
}

/**
 * The view (page, member or list, search) of /scans or /alerts, kept in the URL query. Changes
 * push a history entry (back/forward step through views) without a server round trip. The last
 * view is also remembered for the tab, so coming back to the bare path (the sub-tab link) shows it.
 */
export function useListView(basePath: string, filterKey: ListFilterKey) {
  const params = useSearchParams();
  const pathname = usePathname();
  const view = useMemo(() => parseListView(params, filterKey), [params, filterKey]);
  const restored = useRef(false);

  // On first mount at the bare path, show the view last used in this tab.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (pathname !== basePath || (params && params.toString() !== '')) return;
    try {
      const saved = window.sessionStorage.getItem(STORAGE_PREFIX + basePath);
      if (saved) window.history.replaceState(null, '', basePath + saved);
    } catch {
      /* nothing remembered */
    }
  }, [basePath, params, pathname]);

  // Remember the view shown now.
  const query = listViewQuery(view, filterKey);
  useEffect(() => {
    if (pathname === basePath && restored.current) remember(basePath, query);
  }, [basePath, pathname, query]);

  const setView = useCallback(
    (next: ListView, options: { replace?: boolean } = {}) => {
      const href = basePath + listViewQuery(next, filterKey);
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
    },
    [basePath, filterKey],
  );

  return { view, setView };
}
