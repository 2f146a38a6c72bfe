'use client';

import { useCallback, useEffect, useState, type Ref } from 'react';

export interface OverflowEdges {
  /** Content hidden to the left (scrolled) / to the right (more columns). */
  left: boolean;
  right: boolean;
}

const NONE: OverflowEdges = { left: false, right: false };

/** Which sides of a sideways-scrolling box hide content (1 px of rounding ignored). */
export function overflowEdges(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): OverflowEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  return { left: box.scrollLeft > 1, right: box.scrollLeft < hidden - 1 };
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Watches a scroll box (resizes, scrolling) and tells which edges hide content, so a table that
 * scrolls sideways shows that it does. Returns a ref callback that also fills `forward`.
 */
export function useOverflowEdges(
  forward?: Ref<HTMLDivElement>,
): [OverflowEdges, (el: HTMLDivElement | null) => void] {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState<OverflowEdges>(NONE);
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      assign(forward, el);
      setBox(el);
    },
    [forward],
  );
  useEffect(() => {
    if (!box) return;
    const measure = () =>
      setEdges((prev) => {
        const next = overflowEdges(box);
        return prev.left === next.left && prev.right === next.right ? prev : next;
      });
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return [edges, ref];
}
