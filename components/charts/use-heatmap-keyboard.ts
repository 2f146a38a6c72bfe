import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { HeatmapDay } from '@/lib/rules/lpr/heatmap';

/**
 * The heatmap grid's one tab stop: the active day (the last day until another is focused), and
 * arrow keys, Home and End moving focus between the days inside `scrollRef`.
 */
export function useHeatmapKeyboard(
  days: readonly HeatmapDay[],
  range: { start: string; end: string },
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const [active, setActive] = useState<string | null>(null);
  const activeDate = active && active >= range.start && active <= range.end ? active : range.end;

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

  return { activeDate, setActive, onKeyDown };
}
