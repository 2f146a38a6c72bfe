/** The meters table's sorting (spec 3 §2: ZONE ID and NAME toggle ascending/descending). */

export type MeterSortColumn = 'zoneId' | 'name';
export interface MeterSort {
  columnId: MeterSortColumn;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** The rows sorted by zone id or name (numeric-aware: E2 before E10), ties by the other. */
export function sortMeters<T extends { zoneId: string; name: string }>(
  rows: readonly T[],
  sort: MeterSort,
): T[] {
  const other: MeterSortColumn = sort.columnId === 'zoneId' ? 'name' : 'zoneId';
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * collator.compare(a[sort.columnId], b[sort.columnId]) ||
      collator.compare(a[other], b[other]),
  );
}

/** A header click: the same column flips its direction, another starts ascending. */
export function nextMeterSort(current: MeterSort, columnId: MeterSortColumn): MeterSort {
  if (current.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}
