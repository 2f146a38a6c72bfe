import { TZDateMini } from '@date-fns/tz/date/mini';
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * The one time-zone module: calendar arithmetic in a named zone (the organisation's, a permit
 * type's, the browser's) on date-fns 4's zone companion @date-fns/tz, with no offset math of its
 * own. The parts of an instant on the zone's wall clock, the instant of a wall-clock time
 * (DST-aware), calendar day numbers, and the `datetime-local` and date-field texts read in a zone.
 * Used by the citation late fees, the meter price engine, the report window, the portal's manual
 * start and the demo seed.
 */

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const DAY_MS = 86_400_000;

/** A date of @date-fns/tz that is a real instant: an unknown zone throws (as Intl does), no NaN. */
function checked<D extends Date>(date: D, timeZone: string): D {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return date;
}

/** An instant on the zone's wall clock. */
const zoned = (at: number, timeZone: string) => checked(new TZDateMini(at, timeZone), timeZone);

/** The wall-clock time of an instant in a zone. */
export function wallTimeOf(at: Date, timeZone: string): WallTime {
  const d = zoned(at.getTime(), timeZone);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    weekday: d.getDay(),
  };
}

/** The zone's offset from UTC at an instant, in minutes (east positive: New York in winter −300). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const offset = tzOffset(timeZone, at);
  if (Number.isNaN(offset)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return offset;
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a DST change (02:30 on the spring
 * day) is read with the offset before the change (it lands an hour later); a repeated time takes
 * its first occurrence. Month/day/hour/minute may overflow (day 32, minute 90): they roll over.
 */
export function instantOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const date = new TZDateMini(year, month - 1, day, hour, minute, timeZone);
  return new Date(checked(date, timeZone).getTime());
}

/** The number of the wall-clock calendar day (days since 1970-01-01 on the zone's calendar). */
export function dayNumberOf(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone);
  return Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
}

/**
 * dayNumberOf for many instants in a row (a page of notices, a report's rows, newest first): the
 * instants where the last day met starts and ends on the zone's calendar are remembered, so
 * instants of one day cost no wall-clock reading (a DST day is 23 or 25 hours: its bounds are
 * the zone's own midnights, not 24 hours apart).
 */
export function dayCounter(timeZone: string): (at: Date) => number {
  let last: { start: number; end: number; day: number } | null = null;
  return (at) => {
    const t = at.getTime();
    if (last && t >= last.start && t < last.end) return last.day;
    const w = wallTimeOf(at, timeZone);
    const day = Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
    last = {
      day,
      start: instantOf(w.year, w.month, w.day, 0, 0, timeZone).getTime(),
      end: instantOf(w.year, w.month, w.day + 1, 0, 0, timeZone).getTime(),
    };
    return day;
  };
}

/** Whole calendar days from one instant to another on the zone's calendar (negative if before). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  return dayNumberOf(to, timeZone) - dayNumberOf(from, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of an instant on the zone's calendar. */
export function zonedDateText(at: Date, timeZone: string): string {
  const w = wallTimeOf(at, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * An instant as ISO 8601 on the zone's wall clock with the zone's offset, to the second
 * ('2026-11-24T09:30:05-05:00'): the same instant as its UTC text, read where the lots are.
 */
export function zonedIsoText(at: Date, timeZone: string): string {
  const offset = offsetMinutes(at, timeZone);
  const wall = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Minutes since the zone's midnight of an instant, seconds as a fraction (07:30:30 → 450.5). */
export function zonedMinutesOfDay(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone);
  return w.hour * 60 + w.minute + at.getUTCSeconds() / 60;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall-clock time typed into a `datetime-local` field ('2026-11-24T09:30'), read in the zone,
 * as an ISO instant (the portal's manual start, in the permit type's zone). Null when the text is
 * not such a time or the zone is unknown.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  try {
    return instantOf(y, mo, d, h, mi, timeZone).toISOString();
  } catch {
    return null;
  }
}

/** An instant as the `datetime-local` value of its wall time in the zone ('2026-11-24T09:30'). */
export function isoToZonedLocal(iso: string | Date, timeZone: string): string {
  const at = new Date(iso);
  const w = wallTimeOf(at, timeZone);
  return `${zonedDateText(at, timeZone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The first and last millisecond of a calendar day ('YYYY-MM-DD') in the zone, as instants: the
 * day runs from the zone's midnight to the next day's (23 or 25 hours on a DST day).
 */
export function zonedDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = date.split('-').map(Number);
  const start = instantOf(y, m, d, 0, 0, timeZone);
  const next = instantOf(y, m, d + 1, 0, 0, timeZone);
  return { start, end: new Date(next.getTime() - 1) };
}
