'use client';

import type {
  AlertListsResponse,
  PlateHistoryResponse,
  ScanListResponse,
  ScanMembersResponse,
} from '@/lib/contract/lpr/bff';
import type { Scan } from '@/lib/contract/lpr';
import type { ListView } from '@/lib/rules/lpr/list-view';
import { useApi } from '../use-api';
import {
  ALERT_LISTS_KEY,
  alertsKey,
  plateHistoryKey,
  SCAN_MEMBERS_KEY,
  scanKey,
  scansKey,
} from '@/lib/hooks/lpr/keys';

export {
  ALERT_LISTS_KEY,
  ALERTS_KEY,
  alertsKey,
  plateHistoryKey,
  SCAN_MEMBERS_KEY,
  scanKey,
  SCANS_KEY,
  scansKey,
} from '@/lib/hooks/lpr/keys';

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

/** One scan (source scans) or alert (source alerts). Failures are not retried. */
export function useScan(uuid: string, source: 'scans' | 'alerts') {
  return useApi<Scan>(scanKey(uuid, source), {
    shouldRetryOnError: (error) => error.status === 0 || error.status >= 500,
    revalidateOnFocus: false,
  });
}

/** The scans of one plate, newest first. */
export function usePlateHistory(plate: string | null | undefined) {
  return useApi<PlateHistoryResponse>(plate ? plateHistoryKey(plate) : null, {
    revalidateOnFocus: false,
  });
}
