import type { ReportParams } from '@/lib/contract/reports';
import { paramsOfQuery, reportQuery } from '@/lib/contract/reports/bff';
import { REPORT_TYPE_OPTIONS } from './report-columns';

/** What /reports/generate shows for its query (checked on the server: zod stays off the page). */
export type ReportPage =
  | { params: ReportParams; problem?: undefined; unavailable?: undefined }
  /** The query does not fit (e.g. no valid dates): the reason, with a way back. */
  | { params: null; problem?: string; unavailable?: undefined }
  /** A report type that is unknown or not offered yet: spec 1 §8's failure text alone. */
  | { params: null; problem?: undefined; unavailable: true };

export function reportPageOf(query: URLSearchParams): ReportPage {
  if (!REPORT_TYPE_OPTIONS.some((o) => o.type === query.get('reportType') && o.available)) {
    return { params: null, unavailable: true };
  }
  const parsed = reportQuery.safeParse(Object.fromEntries(query.entries()));
  if (!parsed.success) return { params: null, problem: parsed.error.issues[0]?.message };
  return { params: paramsOfQuery(parsed.data) };
}
