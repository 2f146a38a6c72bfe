import { describe, expect, it } from '@jest/globals';
import {
  HEATMAP_THRESHOLDS,
  HEATMAP_WEEKDAYS,
  buildHeatmapGrid,
  heatmapDayLabel,
  heatmapLevel,
  heatmapLevelRange,
  type HeatmapDay,
} from '@/lib/rules/lpr/heatmap';

describe('heatmapLevel (spec 1 §9: steps at 1, 10, 100, 1000, 5000)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [99, 2],
    [100, 3],
    [999, 3],
    [1000, 4],
    [4999, 4],
    [5000, 5],
    [1_000_000, 5],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d scans → level %d', (count, level) => {
    expect(heatmapLevel(count)).toBe(level);
  });

  it('uses the spec thresholds', () => {
    expect(HEATMAP_THRESHOLDS).toEqual([1, 10, 100, 1000, 5000]);
  });
});

describe('heatmapLevelRange', () => {
  it.each([
    [0, 'No scans'],
    [1, '1–9 scans'],
    [2, '10–99 scans'],
    [3, '100–999 scans'],
    [4, '1,000–4,999 scans'],
    [5, '5,000+ scans'],
  ] as const)('level %d is %s', (level, text) => {
    expect(heatmapLevelRange(level)).toBe(text);
  });
});

describe('heatmapDayLabel', () => {
  it.each([
    [1234, '2026-03-05', '1,234 scans on Mar 5, 2026'],
    [1, '2026-03-05', '1 scan on Mar 5, 2026'],
    [0, '2025-12-31', 'No scans on Dec 31, 2025'],
  ])('%d on %s', (count, date, text) => {
    expect(heatmapDayLabel(count, date)).toBe(text);
  });
});

describe('HEATMAP_WEEKDAYS', () => {
  it('runs Sunday first and shows only Mon, Wed, Fri', () => {
    expect(HEATMAP_WEEKDAYS.map((d) => d.name)[0]).toBe('Sunday');
    expect(HEATMAP_WEEKDAYS.map((d) => d.label)).toEqual([
      null,
      'Mon',
      null,
      'Wed',
      null,
      'Fri',
      null,
    ]);
  });
});

describe('buildHeatmapGrid', () => {
  const today = '2026-03-05'; // a Thursday
  const days = (grid: ReturnType<typeof buildHeatmapGrid>) =>
    grid.weeks.flat().filter((d): d is HeatmapDay => d !== null);

  it('covers the 12 months up to today in Sunday-first weeks', () => {
    const grid = buildHeatmapGrid([], today);
    expect(grid.start).toBe('2025-03-05');
    expect(grid.busiest).toBeNull();
    expect(grid.end).toBe(today);
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    const all = days(grid);
    expect(all).toHaveLength(366);
    expect(all[0].date).toBe('2025-03-05');
    expect(all.at(-1)?.date).toBe(today);
    // 2025-03-05 is a Wednesday: the first column starts with Sun–Tue empty.
    expect(grid.weeks[0].slice(0, 3)).toEqual([null, null, null]);
    expect(grid.weeks[0][3]?.date).toBe('2025-03-05');
    // Today (Thursday) is in row 4 of the last column; Friday and Saturday are empty.
    const last = grid.weeks.at(-1)!;
    expect(last[4]?.date).toBe(today);
    expect(last.slice(5)).toEqual([null, null]);
    expect(grid.weeks).toHaveLength(53);
  });

  it('puts each count on its day with its level and ignores days outside the range', () => {
    const grid = buildHeatmapGrid(
      [
        { date: '2026-03-01', count: 12 },
        { date: '2026-03-02', count: 5000 },
        { date: '2026-03-02', count: 1 },
        { date: '2025-03-04', count: 99 }, // a day before the start
        { date: '2026-03-06', count: 7 }, // tomorrow
      ],
      today,
    );
    const byDate = new Map(days(grid).map((d) => [d.date, d]));
    expect(byDate.get('2026-03-01')).toEqual({ date: '2026-03-01', count: 12, level: 2 });
    expect(byDate.get('2026-03-02')).toEqual({ date: '2026-03-02', count: 5001, level: 5 });
    expect(byDate.get('2026-03-03')).toEqual({ date: '2026-03-03', count: 0, level: 0 });
    expect(byDate.has('2025-03-04')).toBe(false);
    expect(byDate.has('2026-03-06')).toBe(false);
    expect(grid.total).toBe(5013);
    expect(grid.activeDays).toBe(2);
    expect(grid.busiest).toEqual({ date: '2026-03-02', count: 5001, level: 5 });
    // 2026-03-01 is a Sunday: row 0.
    expect(grid.weeks.at(-1)?.[0]?.date).toBe('2026-03-01');
  });

  it('labels each month at the column of its first day and spans up to the next label', () => {
    const grid = buildHeatmapGrid([], today);
    const labels = grid.months.map((m) => m.label);
    // The partial March at the start is labelled (April starts 4 columns later), then each month.
    expect(labels).toEqual([
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(grid.months[0]).toMatchObject({ name: 'March 2025', week: 0 });
    for (const month of grid.months.slice(1)) {
      const column = grid.weeks[month.week];
      expect(column.some((d) => d?.date.endsWith('-01'))).toBe(true);
    }
    expect(grid.months.reduce((sum, m) => sum + m.span, 0)).toBe(
      grid.weeks.length - grid.months[0].week,
    );
  });

  it('drops the label of a partial first month squeezed against the next one', () => {
    const grid = buildHeatmapGrid([], '2026-03-28'); // starts Sat 2025-03-28
    expect(grid.months[0].label).toBe('Apr');
    expect(grid.months[0].week).toBeGreaterThan(0);
    expect(grid.months.at(-1)?.label).toBe('Mar');
  });

  it('refuses a day that is not a date', () => {
    expect(() => buildHeatmapGrid([], 'soon')).toThrow(RangeError);
  });
});
