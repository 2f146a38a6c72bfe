import { addDays, differenceInCalendarDays, format, isValid, parseISO, subMonths } from 'date-fns';
import { formatCount, formatDayLabel, formatMonthShort, formatMonthYear } from '@/lib/format';

/**
 * The overview's scan heatmap (spec 1 §2, §9): the last 12 months as a grid of weeks (columns)
 * × weekdays (rows, Sunday first), each day coloured by its scan count.
 */

/** Lowest count of levels 1–5 (spec 1 §9: 1, 10, 100, 1000, 5000). */
export const HEATMAP_THRESHOLDS = [1, 10, 100, 1000, 5000] as const;

/** 0: no scans; 1–5: at least HEATMAP_THRESHOLDS[level - 1] scans. */
export type HeatmapLevel = 0 | 1 | 2 | 3 | 4 | 5;

export const HEATMAP_LEVELS: readonly HeatmapLevel[] = [0, 1, 2, 3, 4, 5];

/** Colour level of a day's count. */
export function heatmapLevel(count: number): HeatmapLevel {
  if (!Number.isFinite(count)) return 0;
  let level: HeatmapLevel = 0;
  HEATMAP_THRESHOLDS.forEach((threshold, index) => {
    if (count >= threshold) level = (index + 1) as HeatmapLevel;
  });
  return level;
}

/** The range a level stands for, for the legend's titles: 'No scans', '1–9 scans', '5,000+ scans'. */
export function heatmapLevelRange(level: HeatmapLevel): string {
  if (level === 0) return 'No scans';
  const thresholds: readonly number[] = HEATMAP_THRESHOLDS;
  const min = thresholds[level - 1];
  const next = thresholds[level];
  if (next === undefined) return `${formatCount(min)}+ scans`;
  const max = next - 1;
  return min === max
    ? `${formatCount(min)} scan${min === 1 ? '' : 's'}`
    : `${formatCount(min)}–${formatCount(max)} scans`;
}

/** '1,234 scans on Mar 5, 2026'; '1 scan on …'; 'No scans on …'. */
export function heatmapDayLabel(count: number, date: string): string {
  const day = formatDayLabel(date);
  if (count <= 0) return `No scans on ${day}`;
  return `${formatCount(count)} scan${count === 1 ? '' : 's'} on ${day}`;
}

/** Row labels, Sunday first; only Mon, Wed and Fri are shown (spec 1 §2). */
export const HEATMAP_WEEKDAYS = [
  { name: 'Sunday', label: null },
  { name: 'Monday', label: 'Mon' },
  { name: 'Tuesday', label: null },
  { name: 'Wednesday', label: 'Wed' },
  { name: 'Thursday', label: null },
  { name: 'Friday', label: 'Fri' },
  { name: 'Saturday', label: null },
] as const;

export interface HeatmapDay {
  /** yyyy-MM-dd. */
  date: string;
  count: number;
  level: HeatmapLevel;
}

export interface HeatmapMonth {
  /** 'Mar'. */
  label: string;
  /** Full name for assistive technology: 'March 2026'. */
  name: string;
  /** First week column of the label. */
  week: number;
  /** Columns the label spans (up to the next label or the end). */
  span: number;
}

export interface HeatmapGrid {
  /** Week columns, oldest first; each has 7 slots, Sunday first; null outside the 12 months. */
  weeks: Array<Array<HeatmapDay | null>>;
  months: HeatmapMonth[];
  /** First and last day shown (yyyy-MM-dd). */
  start: string;
  end: string;
  /** Scans on the days shown, and days with at least one scan. */
  total: number;
  activeDays: number;
  /** The day with the most scans (the latest of equals), null without scans. */
  busiest: HeatmapDay | null;
}

const ISO_DAY = 'yyyy-MM-dd';

/** Today as yyyy-MM-dd in the browser's zone (the zone the BFF is asked for). */
export function localToday(now: Date = new Date()): string {
  return format(now, ISO_DAY);
}

/** A month label needs this many columns before the next one to be readable. */
const MIN_LABEL_COLUMNS = 3;

/**
 * The grid of the 12 months up to `today` (yyyy-MM-dd, in the zone the counts were made in):
 * from the same date 12 months earlier to today, padded to whole weeks with null slots.
 * Counts of days outside that range are ignored; repeated dates are added up.
 */
export function buildHeatmapGrid(
  items: ReadonlyArray<{ date: string; count: number }>,
  today: string,
): HeatmapGrid {
  const end = parseISO(today);
  if (!isValid(end)) throw new RangeError(`Not a date: ${today}`);
  const start = subMonths(end, 12);
  const startKey = format(start, ISO_DAY);

  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.date < startKey || item.date > today) continue;
    counts.set(item.date, (counts.get(item.date) ?? 0) + Math.max(0, item.count));
  }

  const first = addDays(start, -start.getDay()); // the Sunday on or before the start
  const weekCount = Math.floor(differenceInCalendarDays(end, first) / 7) + 1;
  const weeks: HeatmapGrid['weeks'] = [];
  const months: HeatmapMonth[] = [];
  let total = 0;
  let activeDays = 0;
  let busiest: HeatmapDay | null = null;

  for (let w = 0; w < weekCount; w += 1) {
    const week: Array<HeatmapDay | null> = [];
    for (let d = 0; d < 7; d += 1) {
      const day = addDays(first, w * 7 + d);
      const key = format(day, ISO_DAY);
      if (key < startKey || key > today) {
        week.push(null);
        continue;
      }
      const count = counts.get(key) ?? 0;
      total += count;
      if (count > 0) activeDays += 1;
      const entry: HeatmapDay = { date: key, count, level: heatmapLevel(count) };
      if (count > 0 && (!busiest || count >= busiest.count)) busiest = entry;
      week.push(entry);
      // A month is labelled at the column holding its first day (or the first column).
      if (day.getDate() === 1 || key === startKey) {
        months.push({
          label: formatMonthShort(day),
          name: formatMonthYear(day),
          week: w,
          span: 0,
        });
      }
    }
    weeks.push(week);
  }

  // Drop a label squeezed against the next one (the partial first month), then size the spans.
  const readable = months.filter(
    (month, i) => !months[i + 1] || months[i + 1].week - month.week >= MIN_LABEL_COLUMNS,
  );
  readable.forEach((month, i) => {
    month.span = (readable[i + 1]?.week ?? weekCount) - month.week;
  });

  return { weeks, months: readable, start: startKey, end: today, total, activeDays, busiest };
}
