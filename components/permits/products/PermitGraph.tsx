import { cn } from '@/components/ui/cn';
import { formatCount, formatDayLabel } from '@/lib/format';
import {
  graphDayLabel,
  permitGraphMax,
  permitGraphRows,
  type PermitGraphData,
  type PermitGraphRow,
  type PermitGraphSeries,
} from '@/lib/rules/permits/permit-types';

const SERIES: ReadonlyArray<{ key: PermitGraphSeries; label: string; bar: string }> = [
  { key: 'active', label: 'Active', bar: 'bg-brand-600' },
  { key: 'pending', label: 'Pending', bar: 'bg-amber-400' },
];

/** One series' bars on its own scale, each with its count above it. */
function Panel({
  rows,
  series,
}: {
  rows: readonly PermitGraphRow[];
  series: (typeof SERIES)[number];
}) {
  const max = permitGraphMax(rows, series.key);
  return (
    <div data-series={series.key} className="min-w-0">
      <p className="flex items-center gap-1.5 text-xs font-medium text-gray-700">
        <span className={cn('size-2.5 rounded-sm', series.bar)} /> {series.label}
      </p>
      <div className="mt-2 flex h-32 items-end gap-1.5 sm:gap-3">
        {rows.map((row) => (
          <div key={row.day} className="flex h-full min-w-0 flex-1 flex-col items-center">
            <div className="flex w-full flex-1 flex-col items-center justify-end">
              <span className="text-[11px] leading-4 text-gray-700 tabular-nums">
                {formatCount(row[series.key])}
              </span>
              <div
                className={cn('w-2/3 max-w-6 rounded-t', series.bar)}
                // The count's line (1rem) stays above the tallest bar.
                style={{ height: `calc((100% - 1rem) * ${row[series.key] / max})` }}
              />
            </div>
            <span className="mt-1 w-full truncate text-center text-[11px] text-gray-600">
              {graphDayLabel(row.day)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Active and pending permits on each of the last 7 days plus today (spec 2 §2): two panels side by
 * side, each on its own scale with the counts written over the bars, so a handful of pending
 * permits is readable beside hundreds of active ones. The drawing is hidden from screen readers,
 * which get the caption and a table of the values.
 */
export function PermitGraph({ graph }: { graph: PermitGraphData }) {
  const rows = permitGraphRows(graph);
  return (
    <figure
      aria-labelledby="permit-graph-caption"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <figcaption id="permit-graph-caption" className="text-sm font-semibold text-gray-900">
        Permits in the last 7 days and today
      </figcaption>
      {rows.every((r) => r.active === 0 && r.pending === 0) ? (
        <p className="mt-2 text-sm text-gray-600">No active or pending permits in this period.</p>
      ) : null}
      <div className="mt-3 grid gap-x-8 gap-y-4 lg:grid-cols-2" aria-hidden="true">
        {SERIES.map((series) => (
          <Panel key={series.key} rows={rows} series={series} />
        ))}
      </div>
      <table className="sr-only">
        <caption>Active and pending permits per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Active</th>
            <th scope="col">Pending</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{formatDayLabel(row.day)}</th>
              <td>{formatCount(row.active)}</td>
              <td>{formatCount(row.pending)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
