import { weekdayOf } from './local-time';

/** The n-th (1-based; -1 = last) weekday (0 Sunday … 6 Saturday) of a month, 'YYYY-MM-DD'. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
    return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  }
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return new Date(Date.UTC(year, month - 1, last.getUTCDate() - back)).toISOString().slice(0, 10);
}

const cache = new Map<number, Set<string>>();

/** Days the campus parking office does not patrol (US federal holidays and the winter break). */
export function campusHolidays(year: number): Set<string> {
  let days = cache.get(year);
  if (days) return days;
  const fixed = (m: number, d: number) =>
    `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const dayAfter = new Date(Date.parse(`${thanksgiving}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  days = new Set([
    fixed(1, 1),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 5, 1, -1), // Memorial Day
    fixed(6, 19),
    fixed(7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    thanksgiving,
    dayAfter,
    fixed(12, 24),
    fixed(12, 25),
    fixed(12, 31),
  ]);
  cache.set(year, days);
  return days;
}

export const isCampusHoliday = (date: string) => campusHolidays(Number(date.slice(0, 4))).has(date);

export const isWeekend = (date: string) => {
  const wd = weekdayOf(date);
  return wd === 0 || wd === 6;
};
