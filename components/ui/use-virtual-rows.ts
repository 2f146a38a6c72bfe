'use client';

import { useEffect, useState, type RefObject } from 'react';

/** What a box that is not laid out yet (or a test DOM, 0×0) is taken to show: a first screenful. */
const FIRST_SCREEN_HEIGHT = 640;
/** Rows rendered beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 12;

export interface VirtualRows {
  /** Indexes of the rows to render. */
  indexes: number[];
  /** Heights of the spacer rows before and after them, keeping the scroll height. */
  padTop: number;
  padBottom: number;
}

/**
 * Which rows of a long table are in (or near) view, so a table of thousands of rows keeps a few
 * dozen in the DOM. Every row is `rowHeight` tall, so the rows in view follow from the scroll
 * box's scroll position and height alone (no measuring; a few lines instead of a 10 kB package
 * in the first-load JS).
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLElement | null>,
): VirtualRows {
  const [view, setView] = useState({ top: 0, height: FIRST_SCREEN_HEIGHT });

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => {
      const top = box.scrollTop;
      const height = box.clientHeight || FIRST_SCREEN_HEIGHT;
      setView((was) => (was.top === top && was.height === height ? was : { top, height }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [scrollRef]);

  const first = Math.max(0, Math.min(count, Math.floor(view.top / rowHeight) - OVERSCAN));
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  const indexes: number[] = [];
  for (let index = first; index < end; index++) indexes.push(index);
  return {
    indexes,
    padTop: first * rowHeight,
    padBottom: Math.max(0, count - Math.max(end, first)) * rowHeight,
  };
}
