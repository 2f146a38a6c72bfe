import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the last rendered value, for callbacks (event handlers, a map's listeners, a
 * timer) that must see the newest props without re-subscribing. Updated after each commit,
 * before any effect runs, never during render (React may render and discard).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
