'use client';

import { cn, focusRing } from './cn';

export interface FilterChip {
  id: string;
  label: string;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  /** The pressed chip's id; null when none is (e.g. while searching). */
  value: string | null;
  onChange: (id: string) => void;
  /** Names the group (e.g. 'Filter by team member'). */
  label: string;
  className?: string;
}

/** A row of toggle chips, one pressed at a time (All, then one per member or list). */
export function FilterChips({ chips, value, onChange, label, className }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {chips.map((chip) => {
        const pressed = chip.id === value;
        return (
          <button
            key={chip.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.id)}
            className={cn(
              'inline-flex h-7 max-w-64 items-center rounded-full border px-3 text-xs font-medium transition-colors',
              focusRing,
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400 hover:bg-gray-50 hover:text-gray-900',
            )}
          >
            <span className="truncate">{chip.label}</span>
          </button>
        );
      })}
    </div>
  );
}
