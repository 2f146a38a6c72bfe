import type { PermitReportRow } from '@/lib/contract/reports';
import { currencyOf, formatDecimal, formatMoney, zonedDate, zonedDateTime } from '@/lib/format';
import type { ReportDefinition } from '../report-definition';

const money = (cents: number, currency: string) =>
  formatMoney(cents, { currency: currencyOf(currency), zeroAsFree: true });

const date = (iso: string | null, timeZone: string) => (iso ? zonedDate(iso, timeZone) : '');

/**
 * Permits (spec 1 §6–§7, spec 2 §3): the organisation's permits issued in the window, newest
 * first. The CSV (log type WEB_CSV_PERMITS) carries the row's fields, money as decimals.
 */
export const permitReport: ReportDefinition<PermitReportRow> = {
  type: 'permits',
  label: 'Permits',
  logType: 'WEB_CSV_PERMITS',
  csvColumns: [
    { header: 'customerPermitId', value: (r) => r.customerPermitId },
    { header: 'permitName', value: (r) => r.permitName },
    { header: 'status', value: (r) => r.status },
    { header: 'paidStatus', value: (r) => r.paidStatus },
    { header: 'currency', value: (r) => r.currency },
    { header: 'amount', value: (r) => formatDecimal(r.amount) },
    { header: 'paidTotal', value: (r) => formatDecimal(r.paidTotal) },
    { header: 'holderName', value: (r) => r.holderName },
    { header: 'holderEmail', value: (r) => r.holderEmail },
    { header: 'plate', value: (r) => r.plate },
    { header: 'state', value: (r) => r.state },
    { header: 'vehicle', value: (r) => r.vehicle },
    { header: 'createdOn', value: (r) => r.createdOn },
    { header: 'issuedOn', value: (r) => r.issuedOn ?? '' },
    { header: 'expiresAt', value: (r) => r.expiresAt ?? '' },
    { header: 'issuedBy', value: (r) => r.issuedBy },
  ],
  columns: [
    {
      id: 'createdOn',
      header: 'Issued',
      width: 1.4,
      align: 'left',
      text: (r, f) => zonedDateTime(r.createdOn, f.timeZone),
    },
    {
      id: 'customerPermitId',
      header: 'Permit ID',
      width: 1,
      align: 'left',
      text: (r) => r.customerPermitId,
    },
    { id: 'permitName', header: 'Permit', width: 1.5, align: 'left', text: (r) => r.permitName },
    { id: 'status', header: 'Status', width: 1.1, align: 'left', text: (r) => r.status },
    {
      id: 'amount',
      header: 'Amount',
      width: 0.8,
      align: 'right',
      text: (r) => money(r.amount, r.currency),
    },
    {
      id: 'holderName',
      header: 'Permit holder',
      width: 1.3,
      align: 'left',
      text: (r) => r.holderName,
    },
    { id: 'plate', header: 'Plate', width: 0.9, align: 'left', text: (r) => r.plate },
    { id: 'vehicle', header: 'Vehicle', width: 1.3, align: 'left', text: (r) => r.vehicle },
    {
      id: 'issuedOn',
      header: 'Starts',
      width: 0.9,
      align: 'left',
      text: (r, f) => date(r.issuedOn, f.timeZone),
    },
    {
      id: 'expiresAt',
      header: 'Expires',
      width: 0.9,
      align: 'left',
      text: (r, f) => date(r.expiresAt, f.timeZone),
    },
  ],
  orientation: 'landscape',
  total: {
    start: () => ({ count: 0 }),
    add: (acc) => ({ count: (acc as { count: number }).count + 1 }),
    cells: (acc) => {
      const { count } = acc as { count: number };
      return {
        createdOn: 'Total',
        permitName: `${count.toLocaleString('en-US')} permit${count === 1 ? '' : 's'}`,
      };
    },
  },
};
