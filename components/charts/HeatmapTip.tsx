import { cn } from '@/components/ui/cn';
import type { HeatmapTipPlacement } from './use-heatmap-tip';

const tipShift = { start: '-translate-x-2', center: '-translate-x-1/2', end: '-translate-x-full' };

/** The tooltip above the pointed or focused day (hidden from assistive technology: the day's own text names it). */
export function HeatmapTip({ tip }: { tip: HeatmapTipPlacement }) {
  return (
    <div
      aria-hidden="true"
      data-heatmap-tip=""
      className={cn(
        'pointer-events-none absolute z-10 -translate-y-full whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs font-medium text-white shadow-dialog',
        tipShift[tip.align],
      )}
      style={{ left: tip.left, top: tip.top - 6 }}
    >
      {tip.text}
    </div>
  );
}
