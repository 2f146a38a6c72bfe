/** Wall-clock helpers for one IANA zone (no library: Intl gives the offsets). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: −300). */
export function zoneOffsetMinutes(tz: string, at: Date): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(tz).formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DD' of an instant in the zone. */
export function localDate(tz: string, at: Date): string {
  const offset = zoneOffsetMinutes(tz, at);
  return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** Minutes since local midnight of an instant in the zone. */
export function localMinutes(tz: string, at: Date): number {
  const offset = zoneOffsetMinutes(tz, at);
  const local = new Date(at.getTime() + offset * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
}

/** 'YYYY-MM-DD' ± days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A clock for one local day: instants from minutes after local midnight, using the offset at
 * noon (the demo's times are 7:00–19:00, away from DST switches at 2:00).
 */
export function dayClock(tz: string, date: string): (minutes: number) => Date {
  const noonUtcGuess = new Date(`${date}T12:00:00Z`);
  const offset = zoneOffsetMinutes(tz, noonUtcGuess);
  const midnight = Date.parse(`${date}T00:00:00Z`) - offset * 60_000;
  return (minutes) => new Date(midnight + Math.round(minutes * 60_000));
}
