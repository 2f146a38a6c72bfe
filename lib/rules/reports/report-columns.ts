import type { ReportLogType, ReportType, ScanReportRow } from '@/lib/contract/reports';

/**
 * The columns of every report, in one place per report type: the CSV's columns (the provider
 * row's fields, spec 1 §3 report rows), the table's and the PDF's (formatted for people), the
 * PDF's page orientation and total row. An area that gains reports adds its row type and one
 * definition here, and its row source in server/reports/report-sources.ts.
 */

/** How dates are written: the reader's zone, 'MMM DD, YYYY h:mm A' (spec 1 §9). */
export interface ReportFormat {
  timeZone: string;
}

export interface ReportColumn<R> {
  id: string;
  header: string;
  /** The cell as text. */
  text: (row: R, format: ReportFormat) => string;
  /** Relative width in the PDF (the table's widths follow the page). */
  width: number;
  align: 'left' | 'right' | 'center';
}

export interface ReportDefinition<R> {
  type: ReportType;
  /** The dialog's and the title's name (spec 1 §4). */
  label: string;
  /** The report log type of a generated report (spec 1 §7). */
  logType: ReportLogType;
  /** Log type of a PDF download, when PDFs of this report are logged apart. */
  pdfLogType?: ReportLogType;
  /** CSV header (the row fields) and cell values. */
  csvColumns: readonly { header: string; value: (row: R) => string | number }[];
  /** Table and PDF columns. */
  columns: readonly ReportColumn<R>[];
  orientation: 'portrait' | 'landscape';
  /** The PDF's last row (cells by column id), from all rows' running totals. */
  total?: {
    start: () => unknown;
    add: (acc: unknown, row: R) => unknown;
    cells: (acc: unknown) => Record<string, string>;
  };
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    };
    formatters.set(timeZone, f);
  }
  return f;
}

/** 'Nov 20, 2026' in the zone. */
export function zonedDate(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formattersOf(timeZone).date.format(d);
}

/** '2:03 PM' in the zone. */
export function zonedTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formattersOf(timeZone).time.format(d);
}

/** 'Nov 20, 2026 2:03 PM' (spec 1 §9 'MMM DD, YYYY h:mm A') in the zone. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const date = zonedDate(iso, timeZone);
  return date ? `${date} ${zonedTime(iso, timeZone)}` : '';
}

/** A valid IANA zone, else UTC. */
export function safeTimeZone(tz: string | null | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

const percent = (n: number) => `${Math.round(n * 100)}%`;
const coord = (n: number) => n.toFixed(6);

/** LPR Scans: the spec's scan report row. */
export const scanReport: ReportDefinition<ScanReportRow> = {
  type: 'scans',
  label: 'LPR Scans',
  logType: 'WEB_CSV',
  csvColumns: [
    { header: 'capturedAt', value: (r) => r.capturedAt },
    { header: 'plate', value: (r) => r.plate },
    { header: 'confidence', value: (r) => r.confidence },
    { header: 'fullname', value: (r) => r.fullname },
    { header: 'userEmail', value: (r) => r.userEmail },
    { header: 'listName', value: (r) => r.listName },
    { header: 'alertMessage', value: (r) => r.alertMessage },
    { header: 'latitude', value: (r) => r.latitude },
    { header: 'longitude', value: (r) => r.longitude },
    { header: 'imgURL', value: (r) => r.imgURL },
    { header: 'fullImageURL', value: (r) => r.fullImageURL },
  ],
  columns: [
    {
      id: 'capturedAt',
      header: 'Date',
      width: 1.5,
      align: 'left',
      text: (r, f) => zonedDateTime(r.capturedAt, f.timeZone),
    },
    { id: 'plate', header: 'Plate', width: 0.9, align: 'left', text: (r) => r.plate },
    {
      id: 'confidence',
      header: 'Confidence',
      width: 0.95,
      align: 'right',
      text: (r) => percent(r.confidence),
    },
    { id: 'fullname', header: 'Scanned by', width: 1.2, align: 'left', text: (r) => r.fullname },
    { id: 'userEmail', header: 'Email', width: 1.6, align: 'left', text: (r) => r.userEmail },
    { id: 'listName', header: 'List', width: 1.5, align: 'left', text: (r) => r.listName },
    {
      id: 'alertMessage',
      header: 'Alert',
      width: 1.95,
      align: 'left',
      text: (r) => r.alertMessage,
    },
    {
      id: 'latitude',
      header: 'Latitude',
      width: 0.85,
      align: 'right',
      text: (r) => coord(r.latitude),
    },
    {
      id: 'longitude',
      header: 'Longitude',
      width: 0.85,
      align: 'right',
      text: (r) => coord(r.longitude),
    },
  ],
  orientation: 'landscape',
};

/**
 * A violation (citation) report row. The enforcement area fills it from its citations; until
 * then the layout is proven with synthetic rows (tests, bench).
 */
export interface ViolationReportRow {
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

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });

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
    { header: 'amount', value: (r) => (r.amountCents / 100).toFixed(2) },
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

export interface ReportTypeOption {
  type: ReportType;
  label: string;
  /** Offered in the dialog only when its area exists on the provider. */
  available: boolean;
}

/** Report types of the dialog (spec 1 §4). Permits, Violations and Meters turn on with their areas. */
export const REPORT_TYPE_OPTIONS: readonly ReportTypeOption[] = [
  { type: 'scans', label: 'LPR Scans', available: true },
  { type: 'permits', label: 'Permits', available: false },
  { type: 'violations', label: 'Violations', available: false },
  { type: 'meters', label: 'Meters', available: false },
];

export function reportTypeLabel(type: ReportType): string {
  return REPORT_TYPE_OPTIONS.find((o) => o.type === type)?.label ?? type;
}

/** 'lpr-scans-2026-11-01-to-2026-11-20' for downloads. */
export function reportFileBase(
  type: ReportType,
  rawStart: string | null,
  rawEnd: string | null,
): string {
  const label = reportTypeLabel(type)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return rawStart && rawEnd ? `${label}-${rawStart}-to-${rawEnd}` : label;
}

/** The plate history PDF's name (spec 1 §2: named after the plate). */
export function plateFileBase(plate: string): string {
  return plate.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'plate';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → 'Nov 05, 2026' (a typed date, no zone shift). */
export function formatRawDate(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return raw;
  return `${MONTHS[Number(match[2]) - 1]} ${match[3]}, ${match[1]}`;
}

export interface DescribableReport {
  reportType: ReportType;
  startDate: string | null;
  endDate: string | null;
  rawStartDate: string | null;
  rawEndDate: string | null;
  listName: string | null;
  plate: string | null;
}

/** The report's dates as people read them: 'Nov 01, 2026 – Nov 20, 2026'. */
export function reportDates(p: DescribableReport, timeZone = 'UTC'): string {
  const start = p.rawStartDate
    ? formatRawDate(p.rawStartDate)
    : p.startDate
      ? zonedDate(p.startDate, timeZone)
      : '';
  const end = p.rawEndDate
    ? formatRawDate(p.rawEndDate)
    : p.endDate
      ? zonedDate(p.endDate, timeZone)
      : '';
  return start && end ? `${start} – ${end}` : '';
}

/** The report's title: 'LPR Scans · Nov 01, 2026 – Nov 20, 2026 · Hot list' or 'Plate history ABC123'. */
export function reportDescription(p: DescribableReport, timeZone = 'UTC'): string {
  if (p.plate) return `Plate history ${p.plate}`;
  return [reportTypeLabel(p.reportType), reportDates(p, timeZone), p.listName]
    .filter(Boolean)
    .join(' · ');
}
