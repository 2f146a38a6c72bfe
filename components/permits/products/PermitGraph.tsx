import { formatCount, formatDayLabel } from '@/lib/format';
import {
  graphDayLabel,
  permitGraphMax,
  permitGraphRows,
  type PermitGraphData,
} from '@/lib/rules/permits/permit-types';

/**
 * Active and pending permits on each of the last 7 days plus today (spec 2 §2), as paired bars.
 * The bars are drawing only; screen readers get the caption and a table of the values.
 */
export function PermitGraph({ graph }: { graph: PermitGraphData }) {
  const rows = permitGraphRows(graph);
  const max = permitGraphMax(rows);
  const pct = (n: number) => `${Math.round((n / max) * 100)}%`;
  return (
    <figure
      aria-labelledby="permit-graph-caption"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <figcaption id="permit-graph-caption" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="text-sm font-semibold text-gray-900">
          Permits in the last 7 days and today
        </span>
        <span className="flex items-center gap-3 text-xs text-gray-600" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-brand-600" /> Active
          </span>
          <span className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-amber-400" /> Pending
          </span>
        </span>
      </figcaption>
      {rows.every((r) => r.active === 0 && r.pending === 0) ? (
        <p className="mt-2 text-sm text-gray-600">No active or pending permits in this period.</p>
      ) : null}
      <div className="mt-3 flex h-36 items-end gap-2 sm:gap-4" aria-hidden="true">
        {rows.map((row) => (
          <div key={row.day} className="flex h-full min-w-0 flex-1 flex-col items-center">
            <div className="flex w-full flex-1 items-end justify-center gap-0.5">
              <div
                className="w-1/3 max-w-5 rounded-t bg-brand-600"
                style={{ height: pct(row.active) }}
                title={`Active: ${row.active}`}
              />
              <div
                className="w-1/3 max-w-5 rounded-t bg-amber-400"
                style={{ height: pct(row.pending) }}
                title={`Pending: ${row.pending}`}
              />
            </div>
            <span className="mt-1 truncate text-[11px] text-gray-600">
              {graphDayLabel(row.day)}
            </span>
          </div>
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
