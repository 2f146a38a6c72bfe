import type { ReportParams } from '@/lib/contract/reports';

/**
 * The /reports/generate URL query of report parameters, in order: also the query of the report's
 * rows (the key of the page's first view and of the screen's hook).
 */
export function generateQuery(p: ReportParams): Record<string, string> {
  const q: Record<string, string> = { reportType: p.reportType };
  if (p.startDate) q.startDate = p.startDate;
  if (p.endDate) q.endDate = p.endDate;
  if (p.listUUID) q.listUUID = p.listUUID;
  if (p.listName) q.listName = p.listName;
  if (p.rawStartDate) q.rawStartDate = p.rawStartDate;
  if (p.rawEndDate) q.rawEndDate = p.rawEndDate;
  if (p.paidSort) q.paidSort = p.paidSort;
  if (p.locationName) q.locationName = p.locationName;
  if (p.meterUUID) q.meterUUID = p.meterUUID;
  return q;
}

/** The /reports/generate URL query string of report parameters. */
export function generateQueryString(p: ReportParams): string {
  return new URLSearchParams(generateQuery(p)).toString();
}

/** The parameters of a plate's report (every scan of the plate, newest first): no dates, no list. */
export function plateReportParams(plate: string): ReportParams {
  return {
    reportType: 'scans',
    startDate: null,
    endDate: null,
    rawStartDate: null,
    rawEndDate: null,
    listUUID: null,
    listName: null,
    paidSort: null,
    plate,
  };
}
