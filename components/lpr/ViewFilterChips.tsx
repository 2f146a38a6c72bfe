'use client';

import { FilterChips, type FilterChip } from '@/components/ui/FilterChips';
import type { ListView } from '@/lib/rules/lpr/list-view';

const ALL = 'all';

export interface ViewFilterChipsProps {
  /** Names the group ('Show scans of'). */
  label: string;
  /** One chip per member or list, after All. */
  items: FilterChip[];
  view: ListView;
  setView: (view: ListView) => void;
  className?: string;
}

/** The All / member / list chips of a list view: none is pressed while searching. */
export function ViewFilterChips({ label, items, view, setView, className }: ViewFilterChipsProps) {
  return (
    <FilterChips
      className={className}
      label={label}
      chips={[{ id: ALL, label: 'All' }, ...items]}
      value={view.q ? null : (view.filter ?? ALL)}
      onChange={(id) => setView({ page: 1, filter: id === ALL ? null : id, q: null })}
    />
  );
}
