import type { MeterReportRow } from '@/lib/contract/reports';
import { currencyOf, formatDecimal, formatMoney, zonedDateTime } from '@/lib/format';
import type { ReportDefinition } from '../report-definition';

const money = (cents: number, currency: string) =>
  formatMoney(cents, { currency: currencyOf(currency) });

/**
 * Meters (spec 1 §6–§7, spec 3 §3 parking session): the organisation's paid parking sessions that
 * started in the window, of one meter or all, newest first. The CSV (log type WEB_CSV_METERS)
 * carries the row's fields, money as decimals.
 */
export const meterReport: ReportDefinition<MeterReportRow> = {
  type: 'meters',
  label: 'Meters',
  logType: 'WEB_CSV_METERS',
  csvColumns: [
    { header: 'publicId', value: (r) => r.publicId },
    { header: 'zoneId', value: (r) => r.zoneId },
    { header: 'meterName', value: (r) => r.meterName },
    { header: 'plate', value: (r) => r.plate },
    { header: 'status', value: (r) => r.status },
    { header: 'currency', value: (r) => r.currency },
    { header: 'totalAmount', value: (r) => formatDecimal(r.totalAmount) },
    { header: 'totalFees', value: (r) => formatDecimal(r.totalFees) },
    { header: 'netAmount', value: (r) => formatDecimal(r.netAmount) },
    { header: 'startTime', value: (r) => r.startTime },
    { header: 'endTime', value: (r) => r.endTime },
    { header: 'email', value: (r) => r.email },
  ],
  columns: [
    {
      id: 'startTime',
      header: 'Start',
      width: 1.4,
      align: 'left',
      text: (r, f) => zonedDateTime(r.startTime, f.timeZone),
    },
    {
      id: 'endTime',
      header: 'End',
      width: 1.4,
      align: 'left',
      text: (r, f) => zonedDateTime(r.endTime, f.timeZone),
    },
    { id: 'publicId', header: 'ID', width: 0.9, align: 'left', text: (r) => r.publicId },
    { id: 'zoneId', header: 'Zone', width: 0.6, align: 'left', text: (r) => r.zoneId },
    { id: 'meterName', header: 'Meter', width: 1.3, align: 'left', text: (r) => r.meterName },
    { id: 'plate', header: 'Plate', width: 0.9, align: 'left', text: (r) => r.plate },
    {
      id: 'totalAmount',
      header: 'Total',
      width: 0.8,
      align: 'right',
      text: (r) => money(r.totalAmount, r.currency),
    },
    {
      id: 'totalFees',
      header: 'Fees',
      width: 0.7,
      align: 'right',
      text: (r) => money(r.totalFees, r.currency),
    },
    {
      id: 'netAmount',
      header: 'Net',
      width: 0.8,
      align: 'right',
      text: (r) => money(r.netAmount, r.currency),
    },
    { id: 'status', header: 'Status', width: 0.7, align: 'left', text: (r) => r.status },
  ],
  orientation: 'landscape',
  total: {
    start: () => ({ count: 0, net: 0 }),
    add: (acc, row) => {
      const a = acc as { count: number; net: number };
      return { count: a.count + 1, net: a.net + row.netAmount };
    },
    cells: (acc) => {
      const a = acc as { count: number; net: number };
      return {
        startTime: 'Total',
        meterName: `${a.count.toLocaleString('en-US')} session${a.count === 1 ? '' : 's'}`,
        netAmount: formatMoney(a.net, { currency: 'USD' }),
      };
    },
  },
};
