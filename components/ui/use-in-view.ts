'use client';

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};
/** Whether the browser cannot tell (then everything counts as in view); never on the server. */
const cannotObserve = () => typeof IntersectionObserver !== 'function';
const onServer = () => false;

/** One observer for every watched element (a table has 200 thumbnails), created on first use. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function watch(el: Element, seen: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      waiting.get(entry.target)?.();
      unwatch(entry.target);
    }
  });
  waiting.set(el, seen);
  observer.observe(el);
  return () => unwatch(el);
}

function unwatch(el: Element) {
  waiting.delete(el);
  observer?.unobserve(el);
}

/**
 * Whether the element has come into view (once true, it stays true): inside the viewport and
 * not clipped away by a scrolling box around it. What is costly to start and not seen yet waits
 * for it, so a phone's main thread is not blocked at the page's start (Lighthouse TBT) for it:
 * a map below the fold (Leaflet), the thumbnails of a table's rows below its scroll box (the
 * demo's scan images are SVG, drawn on the main thread). Without IntersectionObserver (old
 * browsers, jsdom) it is true.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  const blind = useSyncExternalStore(noSubscription, cannotObserve, onServer);
  useEffect(() => {
    const el = ref.current;
    if (seen || blind || !el) return;
    return watch(el, () => setSeen(true));
  }, [ref, seen, blind]);
  return seen || blind;
}
