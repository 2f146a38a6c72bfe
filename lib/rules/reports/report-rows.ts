import { zonedDayBounds } from '../zoned-time';

/**
 * Report rules of spec 1 §2 and §9: the create-report dialog's dates, and how many rows the
 * generated report's table shows.
 */

/** More rows than this come back: the table shows only the first REPORT_DISPLAY_LIMIT. */
export const REPORT_FULL_DISPLAY_MAX = 4000;
export const REPORT_DISPLAY_LIMIT = 1000;

export interface DisplayedRows<R> {
  rows: R[];
  /** true when more than 4,000 rows came back and only the first 1,000 are shown. */
  truncated: boolean;
}

/**
 * Spec 1 §9: 'if more than 4000 rows come back only the first 1000 are displayed (the CSV takes
 * all)'. `rows` may hold one row more than 4,000 to tell that there are more.
 */
export function displayedRows<R>(rows: readonly R[]): DisplayedRows<R> {
  if (rows.length > REPORT_FULL_DISPLAY_MAX) {
    return { rows: rows.slice(0, REPORT_DISPLAY_LIMIT), truncated: true };
  }
  return { rows: [...rows], truncated: false };
}

/** The line under a truncated table. */
export function truncatedText(): string {
  return `More than ${REPORT_FULL_DISPLAY_MAX.toLocaleString('en-US')} rows: only the first ${REPORT_DISPLAY_LIMIT.toLocaleString('en-US')} are shown. Download the CSV for all rows.`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as typed in a date field (YYYY-MM-DD) that exists (no 2026-02-30). */
export function isValidDateInput(value: string | null | undefined): value is string {
  const match = DATE.exec(value ?? '');
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface ReportWindow {
  /** Start of the start day and end of the end day, in the given zone's local time, as instants. */
  startDate: string;
  endDate: string;
  rawStartDate: string;
  rawEndDate: string;
}

/**
 * The report window of two typed dates, or null when either is not a valid date or the end is
 * before the start (the dialog's Search then does nothing, spec 1 §2).
 */
export function reportWindow(
  rawStartDate: string,
  rawEndDate: string,
  timeZone = 'UTC',
): ReportWindow | null {
  if (!isValidDateInput(rawStartDate) || !isValidDateInput(rawEndDate)) return null;
  if (rawEndDate < rawStartDate) return null;
  return {
    startDate: zonedDayBounds(rawStartDate, timeZone).start.toISOString(),
    endDate: zonedDayBounds(rawEndDate, timeZone).end.toISOString(),
    rawStartDate,
    rawEndDate,
  };
}
