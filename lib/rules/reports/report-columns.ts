import type { ReportType } from '@/lib/contract/reports';
import { zonedDate } from '@/lib/format';
import { normalizePlate } from '../plate';
import type { ReportDefinition } from './report-definition';
import { scanReport } from './types/scans';
import { violationReport, type ViolationReportRow } from './types/violations';

/**
 * The report types, registered in one place: each type's definition lives in ./types/<type>.ts
 * (its row type, columns and total), its row source in server/reports/report-sources.ts. This
 * file holds what all types share: the dialog's options, file names and titles.
 */
export type { ReportColumn, ReportDefinition, ReportFormat } from './report-definition';
export { scanReport, violationReport, type ViolationReportRow };
export { safeTimeZone, zonedDate, zonedDateTime, zonedTime } from '@/lib/format';

/**
 * The definition of each report type that has one here. Permits' and meters' (./types/permits,
 * ./types/meters) are imported where they are used (their source, their tables), so the scan
 * screens' first load does not carry them.
 */
export const REPORT_DEFINITIONS = {
  scans: scanReport,
  violations: violationReport,
} as const satisfies Partial<Record<ReportType, ReportDefinition<never>>>;

export interface ReportTypeOption {
  type: ReportType;
  label: string;
  /** Offered in the dialog only when its area exists on the provider. */
  available: boolean;
}

/** Report types of the dialog (spec 1 §4). Violations and Meters turn on with their areas. */
export const REPORT_TYPE_OPTIONS: readonly ReportTypeOption[] = [
  { type: 'scans', label: 'LPR Scans', available: true },
  { type: 'permits', label: 'Permits', available: true },
  { type: 'violations', label: 'Violations', available: true },
  { type: 'meters', label: 'Meters', available: true },
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
  return normalizePlate(plate) || 'plate';
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
