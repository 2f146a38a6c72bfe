import { useEffect, useRef, useState } from 'react';

export interface HeatmapTipPlacement {
  text: string;
  left: number;
  top: number;
  /** Which edge of the tooltip meets the day, so it never sticks out of the card. */
  align: 'start' | 'center' | 'end';
}

/** Room a tooltip needs on each side of its day to be centred on it. */
const TIP_HALF_WIDTH = 110;

/** The day cell an event happened in, if any. */
function cellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement ? target.closest<HTMLElement>('td[data-date]') : null;
}

/**
 * The heatmap's day tooltip: placed above the day an event reached (mouse or focus), relative
 * to the element `wrapRef` points at; hidden when the window resizes (a tooltip placed for the
 * old layout would point at the wrong day).
 */
export function useHeatmapTip() {
  const [tip, setTip] = useState<HeatmapTipPlacement | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const hide = () => setTip(null);
    window.addEventListener('resize', hide);
    return () => window.removeEventListener('resize', hide);
  }, []);

  function showTipFor(target: EventTarget | null) {
    const cell = cellOf(target);
    const wrap = wrapRef.current;
    const text = cell?.dataset.label;
    if (!cell || !wrap || !text) return;
    const box = wrap.getBoundingClientRect();
    const rect = cell.getBoundingClientRect();
    const left = rect.left - box.left + rect.width / 2;
    const align =
      left < TIP_HALF_WIDTH ? 'start' : box.width - left < TIP_HALF_WIDTH ? 'end' : 'center';
    setTip({ text, left, top: rect.top - box.top, align });
  }

  return { tip, wrapRef, showTipFor, hideTip: () => setTip(null) };
}
