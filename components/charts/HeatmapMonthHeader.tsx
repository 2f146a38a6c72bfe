import type { HeatmapGrid } from '@/lib/rules/lpr/heatmap';

/** The heatmap's header row: one column group per month, labelled where the month starts. */
export function HeatmapMonthHeader({ grid }: { grid: HeatmapGrid }) {
  const leadingColumns = grid.months[0]?.week ?? grid.weeks.length;
  return (
    <thead>
      <tr>
        <td className="p-0" />
        {leadingColumns > 0 ? <td colSpan={leadingColumns} className="p-0" /> : null}
        {grid.months.map((month) => (
          <th
            key={`${month.name}-${month.week}`}
            scope="colgroup"
            colSpan={month.span}
            className="p-0 pb-0.5 text-left font-normal leading-none"
          >
            <span aria-hidden="true">{month.label}</span>
            <span className="sr-only">{month.name}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
