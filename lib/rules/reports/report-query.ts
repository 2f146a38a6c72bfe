import type { ReportParams } from '@/lib/contract/reports';

/** The /reports/generate URL query of report parameters. */
export function generateQueryString(p: ReportParams): string {
  const q = new URLSearchParams();
  q.set('reportType', p.reportType);
  if (p.startDate) q.set('startDate', p.startDate);
  if (p.endDate) q.set('endDate', p.endDate);
  if (p.listUUID) q.set('listUUID', p.listUUID);
  if (p.listName) q.set('listName', p.listName);
  if (p.rawStartDate) q.set('rawStartDate', p.rawStartDate);
  if (p.rawEndDate) q.set('rawEndDate', p.rawEndDate);
  if (p.paidSort) q.set('paidSort', p.paidSort);
  if (p.meterUUID) q.set('meterUUID', p.meterUUID);
  return q.toString();
}
