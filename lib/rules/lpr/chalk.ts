/**
 * Digital chalking (spec 1 §2 Scan detail, §9): 'Last chalked' is the time between a scan and the
 * previous sighting of the same plate, shown as days, hours and minutes, at least '1 min'.
 */

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** What 'Last chalked' shows when the plate was not seen before. */
export const NO_CHALK = '—';

function toTime(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Whole minutes as '2 days 3 hrs 5 min' (zero parts left out), at least '1 min'. */
export function formatChalkMinutes(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(1, Math.floor(totalMinutes)) : 1;
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  const parts: string[] = [];
  if (days > 0) parts.push(plural(days, 'day', 'days'));
  if (hours > 0) parts.push(plural(hours, 'hr', 'hrs'));
  if (rest > 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

/** capturedAt − lastSeen as 'Last chalked' text; '—' without a previous sighting. */
export function lastChalked(
  capturedAt: Date | string,
  lastSeen: Date | string | null | undefined,
): string {
  if (lastSeen === null || lastSeen === undefined || lastSeen === '') return NO_CHALK;
  const from = toTime(lastSeen);
  const to = toTime(capturedAt);
  if (Number.isNaN(from) || Number.isNaN(to)) return NO_CHALK;
  return formatChalkMinutes((to - from) / MINUTE_MS);
}
