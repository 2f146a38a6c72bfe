import type { ReportLogType, ShareStatus } from '@/lib/contract/reports';

/** What each report log type (spec 1 §7) reads as in the log. */
export const REPORT_LOG_TYPE_LABEL: Record<ReportLogType, string> = {
  WEB_CSV: 'Scans report',
  WEB_CSV_PERMITS: 'Permits report',
  WEB_CSV_CITATIONS: 'Violations report',
  WEB_PDF_CITATIONS: 'Violations PDF',
  WEB_CSV_METERS: 'Meters report',
  REPORT_LINK: 'Share link',
  REPORT_PLATE_LINK: 'Plate history link',
};

export const SHARE_STATUS_LABEL: Record<ShareStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * The query of page n of the report log (the key of the page's first view and of the screen's
 * hook): page 1 asks for none, so its key is the bare log's, the one a new share revalidates.
 */
export function reportLogPageQuery(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}
