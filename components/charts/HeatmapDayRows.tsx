import { Activity } from 'react';
import { cn } from '@/components/ui/cn';
import { HEATMAP_WEEKDAYS, heatmapDayLabel, type HeatmapGrid } from '@/lib/rules/lpr/heatmap';
import { HEATMAP_CELL, HEATMAP_LEVEL_CLASSES } from './heatmap-cells';

interface HeatmapDayRowsProps {
  grid: HeatmapGrid;
  /** The day that holds the grid's one tab stop. */
  activeDate: string;
  onDayFocus: (date: string) => void;
}

/** The heatmap's body: a row per weekday (Mon, Wed, Fri labelled), a cell per day. */
export function HeatmapDayRows({ grid, activeDate, onDayFocus }: HeatmapDayRowsProps) {
  return (
    // The days (370 cells) are their own Activity boundary: React hydrates them after the rest
    // of the page, in slices of a few milliseconds (no long task on a phone); not Suspense,
    // whose large content the server sends apart and shows late
    // (components/ui/table-body: TableBodyRows).
    <tbody>
      <Activity>
        {HEATMAP_WEEKDAYS.map((weekday, row) => (
          <tr key={weekday.name}>
            <th
              scope="row"
              className="h-[11px] p-0 pr-1.5 text-right font-normal leading-[11px] lg:h-[13px] lg:leading-[13px]"
            >
              {weekday.label ? <span aria-hidden="true">{weekday.label}</span> : null}
              <span className="sr-only">{weekday.name}</span>
            </th>
            {grid.weeks.map((week, column) => {
              const day = week[row];
              if (!day) return <td key={column} role="gridcell" className="p-0" />;
              const text = heatmapDayLabel(day.count, day.date);
              return (
                <td
                  key={column}
                  role="gridcell"
                  data-date={day.date}
                  data-label={text}
                  data-level={day.level}
                  tabIndex={day.date === activeDate ? 0 : -1}
                  onFocus={() => onDayFocus(day.date)}
                  className={cn(HEATMAP_CELL, HEATMAP_LEVEL_CLASSES[day.level])}
                >
                  <span className="sr-only">{text}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </Activity>
    </tbody>
  );
}
