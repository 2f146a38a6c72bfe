import { cn } from '@/components/ui/cn';
import { HEATMAP_LEVELS, heatmapLevelRange } from '@/lib/rules/lpr/heatmap';
import { HEATMAP_CELL, HEATMAP_LEVEL_CLASSES } from './heatmap-cells';

/** The heatmap's Less–More colour scale, each square naming its range. */
export function HeatmapLegend() {
  return (
    <div className="mt-1.5 flex items-center justify-end gap-1.5 text-xs text-gray-600">
      <span aria-hidden="true">Less</span>
      <ul aria-label="Colour scale" className="flex items-center gap-[3px]">
        {HEATMAP_LEVELS.map((level) => (
          <li
            key={level}
            title={heatmapLevelRange(level)}
            className={cn(HEATMAP_CELL, 'inline-block', HEATMAP_LEVEL_CLASSES[level])}
          >
            <span className="sr-only">{heatmapLevelRange(level)}</span>
          </li>
        ))}
      </ul>
      <span aria-hidden="true">More</span>
    </div>
  );
}
