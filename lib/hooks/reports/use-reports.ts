'use client';

import type {
  ReportListsResponse,
  ReportLogResponse,
  ReportRowsResponse,
  SharedReportResponse,
} from '@/lib/contract/reports/bff';
import { useApi } from '../use-api';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import {
  platePath,
  REPORT_LOG_KEY,
  reportLogKey,
  reportRowsKey,
  sharedReportPath,
} from '@/lib/hooks/reports/keys';

export { REPORT_LOG_KEY, reportLogKey, sharedReportPath };

/** Retries a network failure or a 5xx a bounded number of times; never a refusal (4xx). */
const once = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: { status: number }) => error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

/** The report log, 50 entries per page, newest first. */
export function useReportLog(page: number) {
  return useApi<ReportLogResponse>(reportLogKey(page));
}

/** The lists of the create-report dialog's list filter; skipped while closed. */
export function useReportLists(enabled: boolean) {
  return useApi<ReportListsResponse>(
    enabled ? endpointKey(reportsBffRoutes.reportLists) : null,
    once,
  );
}

/** The generated report's table rows (query: the /reports/generate query string). */
export function useReportRows(query: string | null) {
  return useApi<ReportRowsResponse>(query ? reportRowsKey(query) : null, once);
}

export { platePath };

/** The scan history of one plate. */
export function usePlateReport(plate: string) {
  return useApi<ReportRowsResponse>(platePath(plate), once);
}

/** A shared report as outside parties see it (no session). */
export function useSharedReport(token: string) {
  return useApi<SharedReportResponse>(sharedReportPath(token), once);
}

/** The reader's time zone (for the PDF's dates). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
