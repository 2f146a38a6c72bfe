'use client';

import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** What a box that is not laid out yet (or a test DOM, 0×0) is taken to show: a first screenful. */
const FIRST_SCREEN = { width: 1200, height: 640 };

export interface VirtualRows {
  /** Indexes of the rows to render. */
  indexes: number[];
  /** Heights of the spacer rows before and after them, keeping the scroll height. */
  padTop: number;
  padBottom: number;
}

/**
 * Which rows of a long table are in (or near) view (@tanstack/react-virtual), so a table of
 * thousands of rows keeps a few dozen in the DOM.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLElement | null>,
): VirtualRows {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: FIRST_SCREEN,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.width === 0 && rect.height === 0 ? FIRST_SCREEN : rect),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  return {
    indexes: items.map((item) => item.index),
    padTop: items.length > 0 ? items[0].start : 0,
    padBottom: items.length > 0 ? total - items[items.length - 1].end : 0,
  };
}
