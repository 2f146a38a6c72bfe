import { instantOf, zonedDateText, zonedMinutesOfDay } from '../../../lib/rules/zoned-time';

/**
 * The demo seed's calendar words over the one zone module (lib/rules/zoned-time): days as
 * 'YYYY-MM-DD' texts, minutes after local midnight. No offset math here.
 */

/** 'YYYY-MM-DD' of an instant in the zone. */
export const localDate = (tz: string, at: Date): string => zonedDateText(at, tz);

/** Minutes since local midnight of an instant in the zone. */
export const localMinutes = (tz: string, at: Date): number => zonedMinutesOfDay(at, tz);

/** 'YYYY-MM-DD' ± days (calendar arithmetic on the text: no zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A clock for one local day: instants from minutes after local midnight, using the zone's offset
 * at the day's noon (the demo's times are 7:00–19:00, away from DST switches at 2:00; one offset
 * per day keeps a million seeded scans cheap).
 */
export function dayClock(tz: string, date: string): (minutes: number) => Date {
  const [y, m, d] = date.split('-').map(Number);
  const noon = instantOf(y, m, d, 12, 0, tz);
  const midnight = noon.getTime() - 12 * 3_600_000;
  return (minutes) => new Date(midnight + Math.round(minutes * 60_000));
}
