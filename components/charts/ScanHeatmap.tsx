'use client';

import { Activity, memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { formatCount, formatDayLabel } from '@/lib/format';
import {
  HEATMAP_LEVELS,
  HEATMAP_WEEKDAYS,
  buildHeatmapGrid,
  heatmapDayLabel,
  heatmapLevelRange,
  localToday,
  type HeatmapDay,
  type HeatmapLevel,
} from '@/lib/rules/lpr/heatmap';

export interface ScanHeatmapProps {
  /** Scans per day (yyyy-MM-dd); days without scans may be left out. */
  items: ReadonlyArray<{ date: string; count: number }>;
  /** Last day shown (yyyy-MM-dd, the zone the counts were made in); default today in the browser. */
  today?: string;
  /** Name of the grid for assistive technology. */
  label?: string;
  /** Shows the totals (scans, active days, busiest day) beside the grid; default true. */
  summary?: boolean;
  className?: string;
}

/** Brand scale from no scans (gray) to 5,000+ (darkest blue). */
export const HEATMAP_LEVEL_CLASSES: Record<HeatmapLevel, string> = {
  0: 'bg-gray-100',
  1: 'bg-brand-100',
  2: 'bg-brand-300',
  3: 'bg-brand-500',
  4: 'bg-brand-700',
  5: 'bg-brand-900',
};

/** Day squares: 11px, 13px from lg up (where the card is wide enough). */
const CELL =
  'size-[11px] min-w-[11px] lg:size-[13px] lg:min-w-[13px] rounded-[2px] p-0 outline outline-1 -outline-offset-1 outline-black/5';

interface Tip {
  text: string;
  left: number;
  top: number;
  /** Which edge of the tooltip meets the day, so it never sticks out of the card. */
  align: 'start' | 'center' | 'end';
}

/** Room a tooltip needs on each side of its day to be centred on it. */
const TIP_HALF_WIDTH = 110;
const tipShift = { start: '-translate-x-2', center: '-translate-x-1/2', end: '-translate-x-full' };

/**
 * The 12-month scan heatmap (spec 1 §2, §9): weeks as columns, weekdays as rows (Sunday first;
 * Mon, Wed, Fri labelled), month labels, a Less–More legend and a tooltip per day. A grid with
 * one tab stop; arrow keys move between days. Scrolls sideways on narrow screens, starting at
 * the most recent weeks.
 */
function ScanHeatmapGrid({
  items,
  today,
  label = 'Scans per day in the last 12 months',
  summary = true,
  className,
}: ScanHeatmapProps) {
  const [fallbackToday] = useState(localToday);
  const grid = useMemo(
    () => buildHeatmapGrid(items, today ?? fallbackToday),
    [items, today, fallbackToday],
  );
  const days = useMemo(() => grid.weeks.flat().filter((d): d is HeatmapDay => d !== null), [grid]);
  const [active, setActive] = useState<string | null>(null);
  const activeDate = active && active >= grid.start && active <= grid.end ? active : grid.end;
  const [tip, setTip] = useState<Tip | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Most recent weeks first in view when the grid is wider than the card.
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [grid]);

  // A tooltip placed for the old layout would point at the wrong day.
  useEffect(() => {
    const hide = () => setTip(null);
    window.addEventListener('resize', hide);
    return () => window.removeEventListener('resize', hide);
  }, []);

  function showTip(cell: HTMLElement) {
    const wrap = wrapRef.current;
    const text = cell.dataset.label;
    if (!wrap || !text) return;
    const box = wrap.getBoundingClientRect();
    const rect = cell.getBoundingClientRect();
    const left = rect.left - box.left + rect.width / 2;
    const align =
      left < TIP_HALF_WIDTH ? 'start' : box.width - left < TIP_HALF_WIDTH ? 'end' : 'center';
    setTip({ text, left, top: rect.top - box.top, align });
  }

  function cellOf(target: EventTarget | null): HTMLElement | null {
    return target instanceof HTMLElement ? target.closest<HTMLElement>('td[data-date]') : null;
  }

  function focusDay(date: string) {
    setActive(date);
    const cell = scrollRef.current?.querySelector<HTMLElement>(`td[data-date="${date}"]`);
    cell?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const index = days.findIndex((d) => d.date === activeDate);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowLeft: -7,
      ArrowRight: 7,
      ArrowUp: -1,
      ArrowDown: 1,
      Home: -index,
      End: days.length - 1 - index,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = days[index + step];
    if (next) focusDay(next.date);
  }

  const totalDays = days.length;
  const leadingColumns = grid.months[0]?.week ?? grid.weeks.length;

  return (
    <div className={cn('flex flex-col gap-4 xl:flex-row xl:items-start', className)}>
      <div ref={wrapRef} className="relative w-fit min-w-0 max-w-full">
        <div
          ref={scrollRef}
          className="relative overflow-x-auto pb-1"
          onScroll={() => setTip(null)}
        >
          <table
            role="grid"
            aria-label={label}
            aria-readonly="true"
            className="w-max border-separate border-spacing-[3px] text-xs text-gray-600"
            onKeyDown={onKeyDown}
            onMouseOver={(e) => {
              const cell = cellOf(e.target);
              if (cell) showTip(cell);
            }}
            onMouseLeave={() => setTip(null)}
            onFocus={(e) => {
              const cell = cellOf(e.target);
              if (cell) showTip(cell);
            }}
            onBlur={() => setTip(null)}
          >
            <thead>
              <tr>
                <td className="p-0" />
                {leadingColumns > 0 ? <td colSpan={leadingColumns} className="p-0" /> : null}
                {grid.months.map((month) => (
                  <th
                    key={`${month.name}-${month.week}`}
                    scope="colgroup"
                    colSpan={month.span}
                    className="p-0 pb-0.5 text-left font-normal leading-none"
                  >
                    <span aria-hidden="true">{month.label}</span>
                    <span className="sr-only">{month.name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            {/* The days (370 cells) are their own Activity boundary: React hydrates them after
                the rest of the page, in slices of a few milliseconds (no long task on a phone);
                not Suspense, whose large content the server sends apart and shows late
                (components/ui/table-body: TableBodyRows). */}
            <tbody>
              <Activity>
                {HEATMAP_WEEKDAYS.map((weekday, row) => (
                  <tr key={weekday.name}>
                    <th
                      scope="row"
                      className="h-[11px] p-0 pr-1.5 text-right font-normal leading-[11px] lg:h-[13px] lg:leading-[13px]"
                    >
                      {weekday.label ? <span aria-hidden="true">{weekday.label}</span> : null}
                      <span className="sr-only">{weekday.name}</span>
                    </th>
                    {grid.weeks.map((week, column) => {
                      const day = week[row];
                      if (!day) return <td key={column} role="gridcell" className="p-0" />;
                      const text = heatmapDayLabel(day.count, day.date);
                      return (
                        <td
                          key={column}
                          role="gridcell"
                          data-date={day.date}
                          data-label={text}
                          data-level={day.level}
                          tabIndex={day.date === activeDate ? 0 : -1}
                          onFocus={() => setActive(day.date)}
                          className={cn(CELL, HEATMAP_LEVEL_CLASSES[day.level])}
                        >
                          <span className="sr-only">{text}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </Activity>
            </tbody>
          </table>
        </div>

        {tip ? (
          <div
            aria-hidden="true"
            data-heatmap-tip=""
            className={cn(
              'pointer-events-none absolute z-10 -translate-y-full whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs font-medium text-white shadow-dialog',
              tipShift[tip.align],
            )}
            style={{ left: tip.left, top: tip.top - 6 }}
          >
            {tip.text}
          </div>
        ) : null}

        <div className="mt-1.5 flex items-center justify-end gap-1.5 text-xs text-gray-600">
          <span aria-hidden="true">Less</span>
          <ul aria-label="Colour scale" className="flex items-center gap-[3px]">
            {HEATMAP_LEVELS.map((level) => (
              <li
                key={level}
                title={heatmapLevelRange(level)}
                className={cn(CELL, 'inline-block', HEATMAP_LEVEL_CLASSES[level])}
              >
                <span className="sr-only">{heatmapLevelRange(level)}</span>
              </li>
            ))}
          </ul>
          <span aria-hidden="true">More</span>
        </div>
      </div>

      {summary ? (
        <dl className="grid grid-cols-3 gap-4 border-t border-gray-100 pt-3 xl:ml-auto xl:w-52 xl:grid-cols-1 xl:gap-3 xl:border-l xl:border-t-0 xl:pl-6 xl:pt-0">
          <SummaryItem term="Scans" value={formatCount(grid.total)} note="in 12 months" />
          <SummaryItem
            term="Active days"
            value={formatCount(grid.activeDays)}
            note={`of ${formatCount(totalDays)} days`}
          />
          <SummaryItem
            term="Busiest day"
            value={grid.busiest ? formatCount(grid.busiest.count) : '—'}
            note={grid.busiest ? formatDayLabel(grid.busiest.date) : 'No scans yet'}
          />
        </dl>
      ) : null}
    </div>
  );
}

function SummaryItem({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold leading-6 text-gray-900 tabular-nums">{value}</dd>
      <dd className="truncate text-xs text-gray-600">{note}</dd>
    </div>
  );
}

/**
 * Memoised: its days hydrate in their own boundary after the page (see the tbody), and an
 * update reaching them before that would hydrate them at once; the overview re-rendering (its
 * other cards' reads settling) leaves a heatmap with the same items alone.
 */
export const ScanHeatmap = memo(ScanHeatmapGrid);
