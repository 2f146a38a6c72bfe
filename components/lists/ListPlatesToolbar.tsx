'use client';

import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { PlateSearchForm } from '@/components/ui/PlateSearchForm';

export interface ListPlatesToolbarProps {
  /** Integration lists are searchable only when 'check each'. */
  canSearch: boolean;
  q: string | null;
  setQ: (q: string | null) => void;
  /** Absent when no plate can be added here (read-only lists, or the list is not in yet). */
  onAdd?: () => void;
}

/** Above the plates: the plate search and Add a plate. */
export function ListPlatesToolbar({ canSearch, q, setQ, onAdd }: ListPlatesToolbarProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      {canSearch ? (
        <PlateSearchForm
          value={q}
          onSearch={setQ}
          onClear={() => setQ(null)}
          id="list-plate-search"
          label="Search plate or name"
          placeholder="Search plate or name"
          maxLength={120}
          monospace={false}
        />
      ) : (
        <span />
      )}
      {onAdd ? (
        <Button icon={<PlusIcon className="size-4" />} onClick={onAdd}>
          Add a plate
        </Button>
      ) : null}
    </div>
  );
}
