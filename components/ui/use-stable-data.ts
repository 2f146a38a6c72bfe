'use client';

import { useState } from 'react';

/**
 * The value, or the one of the previous render while it has the same content (compared as
 * JSON): a read that brings the same data back (SWR revalidating a first view the server
 * rendered hands a new object) keeps the object the page already has, so memoised parts built
 * from it do not render again. That matters most at the page's start: a part whose hydration
 * waits for its time-sliced turn (a table's rows, the heatmap's days) would otherwise be
 * hydrated at once, in one long task, as soon as the data arrived again.
 */
export function useStableData<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value) return kept;
  if (JSON.stringify(kept) === JSON.stringify(value)) return kept;
  // New content: remember it (React renders again at once with it, the documented way of
  // keeping information from previous renders).
  setKept(value);
  return value;
}
