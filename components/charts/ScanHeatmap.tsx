'use client';

import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { buildHeatmapGrid, localToday, type HeatmapDay } from '@/lib/rules/lpr/heatmap';
import { HeatmapDayRows } from './HeatmapDayRows';
import { HeatmapLegend } from './HeatmapLegend';
import { HeatmapMonthHeader } from './HeatmapMonthHeader';
import { HeatmapSummary } from './HeatmapSummary';
import { HeatmapTip } from './HeatmapTip';
import { useHeatmapKeyboard } from './use-heatmap-keyboard';
import { useHeatmapTip } from './use-heatmap-tip';

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const { activeDate, setActive, onKeyDown } = useHeatmapKeyboard(days, grid, scrollRef);
  const { tip, wrapRef, showTipFor, hideTip } = useHeatmapTip();

  // Most recent weeks first in view when the grid is wider than the card.
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [grid]);

  return (
    <div className={cn('flex flex-col gap-4 xl:flex-row xl:items-start', className)}>
      <div ref={wrapRef} className="relative w-fit min-w-0 max-w-full">
        <div ref={scrollRef} className="relative overflow-x-auto pb-1" onScroll={hideTip}>
          <table
            role="grid"
            aria-label={label}
            aria-readonly="true"
            className="w-max border-separate border-spacing-[3px] text-xs text-gray-600"
            onKeyDown={onKeyDown}
            onMouseOver={(e) => showTipFor(e.target)}
            onMouseLeave={hideTip}
            onFocus={(e) => showTipFor(e.target)}
            onBlur={hideTip}
          >
            <HeatmapMonthHeader grid={grid} />
            <HeatmapDayRows grid={grid} activeDate={activeDate} onDayFocus={setActive} />
          </table>
        </div>
        {tip ? <HeatmapTip tip={tip} /> : null}
        <HeatmapLegend />
      </div>
      {summary ? <HeatmapSummary grid={grid} totalDays={days.length} /> : null}
    </div>
  );
}

/**
 * Memoised: its days hydrate in their own boundary after the page (see the tbody), and an
 * update reaching them before that would hydrate them at once; the overview re-rendering (its
 * other cards' reads settling) leaves a heatmap with the same items alone.
 */
export const ScanHeatmap = memo(ScanHeatmapGrid);
