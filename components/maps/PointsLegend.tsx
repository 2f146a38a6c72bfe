import type { Ref } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { PointSwatch } from './PointSwatch';

interface PointsLegendProps {
  /** Points the list would show; without any there is no List button. */
  count: number;
  listOpen: boolean;
  listId: string;
  toggleRef: Ref<HTMLButtonElement>;
  onToggleList: () => void;
}

/** The map's key (scan and alert markers) with the button that opens the list of points. */
export function PointsLegend({
  count,
  listOpen,
  listId,
  toggleRef,
  onToggleList,
}: PointsLegendProps) {
  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-md border border-gray-200 bg-white/95 px-2.5 py-1.5 text-xs text-gray-700 shadow-card">
      <span className="inline-flex items-center gap-1.5">
        <PointSwatch kind="scan" />
        Scan
      </span>
      <span className="inline-flex items-center gap-1.5">
        <PointSwatch kind="alert" />
        Alert
      </span>
      {count ? (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={onToggleList}
          className={cn(
            'rounded px-1 font-medium text-brand-700 underline-offset-2 hover:underline',
            focusRing,
          )}
        >
          List
          <span className="sr-only"> of {count} points</span>
        </button>
      ) : null}
    </div>
  );
}
