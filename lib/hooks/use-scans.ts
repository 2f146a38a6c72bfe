'use client';

import type {
  AlertListsResponse,
  PlateHistoryResponse,
  ScanListResponse,
  ScanMembersResponse,
} from '@/lib/contract/bff-lpr';
import type { Scan } from '@/lib/contract/lpr';
import type { ListView } from '@/lib/rules/list-view';
import { useApi } from './use-api';

export const SCANS_KEY = '/api/scans';
export const ALERTS_KEY = '/api/alerts';
export const SCAN_MEMBERS_KEY = '/api/scans/members';
export const ALERT_LISTS_KEY = '/api/alerts/lists';

function listKey(base: string, filterKey: 'member' | 'list', view: ListView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  else {
    params.set('page', String(view.page));
    if (view.filter) params.set(filterKey, view.filter);
  }
  return `${base}?${params.toString()}`;
}

export function scansKey(view: ListView): string {
  return listKey(SCANS_KEY, 'member', view);
}

export function alertsKey(view: ListView): string {
  return listKey(ALERTS_KEY, 'list', view);
}

/** GET /api/scans for a view; the previous page stays on screen while the next loads. */
export function useScans(view: ListView) {
  return useApi<ScanListResponse>(scansKey(view), { keepPreviousData: true });
}

/** GET /api/alerts for a view. */
export function useAlerts(view: ListView) {
  return useApi<ScanListResponse>(alertsKey(view), { keepPreviousData: true });
}

/** The team members of the /scans chips. */
export function useScanMembers() {
  return useApi<ScanMembersResponse>(SCAN_MEMBERS_KEY, { revalidateOnFocus: false });
}

/** The lists of the /alerts chips. */
export function useAlertLists() {
  return useApi<AlertListsResponse>(ALERT_LISTS_KEY, { revalidateOnFocus: false });
}

export function scanKey(uuid: string, source: 'scans' | 'alerts'): string {
  return `/api/${source}/${encodeURIComponent(uuid)}`;
}

/** One scan (source scans) or alert (source alerts). Failures are not retried. */
export function useScan(uuid: string, source: 'scans' | 'alerts') {
  return useApi<Scan>(scanKey(uuid, source), {
    shouldRetryOnError: (error) => error.status === 0 || error.status >= 500,
    revalidateOnFocus: false,
  });
}

export function plateHistoryKey(plate: string): string {
  return `/api/scans/history/${encodeURIComponent(plate)}`;
}

/** The scans of one plate, newest first. */
export function usePlateHistory(plate: string | null | undefined) {
  return useApi<PlateHistoryResponse>(plate ? plateHistoryKey(plate) : null, {
    revalidateOnFocus: false,
  });
}
