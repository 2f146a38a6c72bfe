/**
 * A wall-clock time typed into the portal's `datetime-local` field ('2026-11-24T09:30'), read in
 * the permit type's time zone, as an ISO instant. Pure: the portal's server action and tests use it.
 * Null when the text is not such a time or the zone is unknown.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
}

export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  try {
    // Two passes: the offset at the guessed instant, then at the corrected one (DST edges).
    let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
    instant = wall - offsetMinutes(instant, timeZone) * 60_000;
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

/** An instant as the `datetime-local` value of its wall time in the zone ('2026-11-24T09:30'). */
export function isoToZonedLocal(iso: string | Date, timeZone: string): string {
  const instant = new Date(iso).getTime();
  const shifted = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
