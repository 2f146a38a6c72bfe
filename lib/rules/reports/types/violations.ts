import { formatDecimal, formatMoney, zonedDate, zonedTime } from '@/lib/format';
import type { ReportDefinition } from '../report-definition';

/**
 * A violation (citation) report row, filled from the organisation's citations by the provider
 * (provider/services/reports/report-violation-rows.ts; contract: violationReportRow). The
 * notice's uuid is optional here so layout tests and benches can pass rows of their own.
 */
export interface ViolationReportRow {
  uuid?: string;
  violationNumber: string;
  plate: string;
  state: string;
  issuedAt: string;
  offense: string;
  status: string;
  /** Cents (DESIGN: money is integer cents; only formatting divides by 100). */
  amountCents: number;
  location: string;
}

const money = (cents: number) => formatMoney(cents, { currency: 'USD' });

/** Violations: spec 1 §9 — landscape, Violation #, Plate, State, Date, Time, Violation Offense, Status, Amount, Location and a total row. */
export const violationReport: ReportDefinition<ViolationReportRow> = {
  type: 'violations',
  label: 'Violations',
  logType: 'WEB_CSV_CITATIONS',
  pdfLogType: 'WEB_PDF_CITATIONS',
  csvColumns: [
    { header: 'violationNumber', value: (r) => r.violationNumber },
    { header: 'plate', value: (r) => r.plate },
    { header: 'state', value: (r) => r.state },
    { header: 'issuedAt', value: (r) => r.issuedAt },
    { header: 'offense', value: (r) => r.offense },
    { header: 'status', value: (r) => r.status },
    { header: 'amount', value: (r) => formatDecimal(r.amountCents) },
    { header: 'location', value: (r) => r.location },
  ],
  columns: [
    {
      id: 'violationNumber',
      header: 'Violation #',
      width: 1.1,
      align: 'left',
      text: (r) => r.violationNumber,
    },
    { id: 'plate', header: 'Plate', width: 0.9, align: 'left', text: (r) => r.plate },
    { id: 'state', header: 'State', width: 0.5, align: 'center', text: (r) => r.state },
    {
      id: 'date',
      header: 'Date',
      width: 0.9,
      align: 'left',
      text: (r, f) => zonedDate(r.issuedAt, f.timeZone),
    },
    {
      id: 'time',
      header: 'Time',
      width: 0.7,
      align: 'left',
      text: (r, f) => zonedTime(r.issuedAt, f.timeZone),
    },
    { id: 'offense', header: 'Violation Offense', width: 2, align: 'left', text: (r) => r.offense },
    { id: 'status', header: 'Status', width: 0.8, align: 'left', text: (r) => r.status },
    {
      id: 'amount',
      header: 'Amount',
      width: 0.8,
      align: 'right',
      text: (r) => money(r.amountCents),
    },
    { id: 'location', header: 'Location', width: 1.8, align: 'left', text: (r) => r.location },
  ],
  orientation: 'landscape',
  total: {
    start: () => ({ count: 0, cents: 0 }),
    add: (acc, row) => {
      const a = acc as { count: number; cents: number };
      return { count: a.count + 1, cents: a.cents + row.amountCents };
    },
    cells: (acc) => {
      const a = acc as { count: number; cents: number };
      return {
        violationNumber: 'Total',
        offense: `${a.count.toLocaleString('en-US')} violation${a.count === 1 ? '' : 's'}`,
        amount: money(a.cents),
      };
    },
  },
};
