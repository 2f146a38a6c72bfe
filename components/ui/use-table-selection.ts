import { useCallback } from 'react';
import type { TableSelection } from './table-types';
import { useLatest } from './use-latest';

/**
 * The selection state of a table's rows: whether all or some are selected, and the toggles.
 * toggleOne stays the same function for the table's life (the memoised rows get it).
 */
export function useTableSelection(ids: readonly string[], selection: TableSelection | undefined) {
  const allSelected = selection
    ? ids.length > 0 && ids.every((id) => selection.selectedIds.has(id))
    : false;
  const someSelected = selection ? ids.some((id) => selection.selectedIds.has(id)) : false;

  function toggleAll() {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (allSelected) ids.forEach((id) => next.delete(id));
    else ids.forEach((id) => next.add(id));
    selection.onChange(next);
  }

  const latest = useLatest(selection);
  const toggleOne = useCallback(
    (id: string) => {
      const current = latest.current;
      if (!current) return;
      const next = new Set(current.selectedIds);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      current.onChange(next);
    },
    [latest],
  );

  return { allSelected, someSelected, toggleAll, toggleOne };
}
