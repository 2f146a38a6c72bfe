/**
 * Calendar arithmetic in a named time zone (the organisation's), with Intl only: the parts of an
 * instant on the zone's wall clock, and the instant of a wall-clock time (DST-aware). Shared by
 * the citation late fees (days since issue) and the meter price engine (week minutes).
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

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time of an instant in a zone. */
export function wallTimeOf(at: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday] ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
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
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const DAY = 86_400_000;
  const before = offsetMinutes(new Date(guess - DAY), timeZone);
  const offsets = new Set([
    before,
    offsetMinutes(new Date(guess), timeZone),
    offsetMinutes(new Date(guess + DAY), timeZone),
  ]);
  // Every offset around the day that puts the instant on the wanted wall time: the earliest is
  // the first occurrence (a repeated time has two). A candidate whose wall time differs is not one
  // (near a change the offset at the guess can be the other side's).
  const shows = (t: number) => {
    const w = wallTimeOf(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === guess;
  };
  const matches = [...offsets].map((o) => guess - o * 60_000).filter(shows);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // A skipped time: read with the offset before the change (it lands after the gap).
  return new Date(guess - before * 60_000);
}

/** The number of the wall-clock calendar day (days since 1970-01-01 on the zone's calendar). */
export function dayNumberOf(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone);
  return Math.floor(Date.UTC(w.year, w.month - 1, w.day) / 86_400_000);
}

const DAY_MS = 86_400_000;

/**
 * dayNumberOf for many instants in a row (a page of notices, a report's rows, newest first):
 * the UTC bounds of the last day met are remembered, so instants of one day cost one wall-clock
 * reading between them. A day's bounds are trusted once the zone's offset is found the same at
 * both ends (checked at the day's second instant: a day met once costs nothing more); a day with
 * an offset change is read instant by instant.
 */
export function dayCounter(timeZone: string): (at: Date) => number {
  let last: { start: number; end: number; day: number; offset: number; checked: boolean } | null =
    null;
  let changing: number | null = null;
  const offsetAt = (t: number) => offsetMinutes(new Date(t), timeZone) * 60_000;
  return (at) => {
    const t = at.getTime();
    if (last && t >= last.start && t < last.end) {
      if (last.checked) return last.day;
      if (offsetAt(last.start) === last.offset && offsetAt(last.end - 1) === last.offset) {
        last.checked = true;
        return last.day;
      }
      changing = last.day;
      last = null;
    }
    const w = wallTimeOf(at, timeZone);
    const day = Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
    if (day !== changing) {
      const offset =
        Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(t / 60_000) * 60_000;
      const start = day * DAY_MS - offset;
      last = { start, end: start + DAY_MS, day, offset, checked: false };
    }
    return day;
  };
}

/** Whole calendar days from one instant to another on the zone's calendar (negative if before). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  return dayNumberOf(to, timeZone) - dayNumberOf(from, timeZone);
}
