import type { HeatmapLevel } from '@/lib/rules/lpr/heatmap';

/** Brand scale from no scans (gray) to 5,000+ (darkest blue). */
export const HEATMAP_LEVEL_CLASSES: Record<HeatmapLevel, string> = {
  0: 'bg-gray-100',
  1: 'bg-brand-100',
  2: 'bg-brand-300',
  3: 'bg-brand-500',
  4: 'bg-brand-700',
  5: 'bg-brand-900',
};

/** Day squares: 11px, 13px from lg up (where the card is wide enough). */
export const HEATMAP_CELL =
  'size-[11px] min-w-[11px] lg:size-[13px] lg:min-w-[13px] rounded-[2px] p-0 outline outline-1 -outline-offset-1 outline-black/5';
