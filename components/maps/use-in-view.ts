'use client';

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};
/** Whether the browser cannot tell (then everything counts as in view); never on the server. */
const cannotObserve = () => typeof IntersectionObserver !== 'function';
const onServer = () => false;

/**
 * Whether the element has come into the viewport (once true, it stays true). A map starts its
 * Leaflet chunk and builds its layers only then: on a phone the overview's map is below the
 * fold, and building it during the page's start would block the main thread (Lighthouse TBT)
 * for something not yet seen. Without IntersectionObserver (old browsers, jsdom) it is true.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  const blind = useSyncExternalStore(noSubscription, cannotObserve, onServer);
  useEffect(() => {
    const el = ref.current;
    if (seen || blind || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen, blind]);
  return seen || blind;
}
