import type { TableSelection } from './table-types';

/** The selection state of a table's rows: whether all or some are selected, and the toggles. */
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

  function toggleOne(id: string) {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }

  return { allSelected, someSelected, toggleAll, toggleOne };
}
