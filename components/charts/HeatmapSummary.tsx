import { formatCount, formatDayLabel } from '@/lib/format';
import type { HeatmapGrid } from '@/lib/rules/lpr/heatmap';

/** The totals beside the heatmap: scans, active days of all days shown, the busiest day. */
export function HeatmapSummary({ grid, totalDays }: { grid: HeatmapGrid; totalDays: number }) {
  return (
    <dl className="grid grid-cols-3 gap-4 border-t border-gray-100 pt-3 xl:ml-auto xl:w-52 xl:grid-cols-1 xl:gap-3 xl:border-l xl:border-t-0 xl:pl-6 xl:pt-0">
      <SummaryItem term="Scans" value={formatCount(grid.total)} note="in 12 months" />
      <SummaryItem
        term="Active days"
        value={formatCount(grid.activeDays)}
        note={`of ${formatCount(totalDays)} days`}
      />
      <SummaryItem
        term="Busiest day"
        value={grid.busiest ? formatCount(grid.busiest.count) : '—'}
        note={grid.busiest ? formatDayLabel(grid.busiest.date) : 'No scans yet'}
      />
    </dl>
  );
}

function SummaryItem({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold leading-6 text-gray-900 tabular-nums">{value}</dd>
      <dd className="truncate text-xs text-gray-600">{note}</dd>
    </div>
  );
}
