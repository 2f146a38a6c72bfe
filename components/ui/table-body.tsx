import { Activity, memo, type ReactNode } from 'react';
import { TableRow } from './TableRow';
import type { TableProps } from './table-types';

/** What the body is drawn from: the table's props that reach the rows, and its derived values. */
export interface BodyOptions<T> extends Pick<
  TableProps<T>,
  | 'columns'
  | 'rows'
  | 'emptyText'
  | 'loading'
  | 'skeletonRows'
  | 'loadingRows'
  | 'visibleRows'
  | 'rowHref'
  | 'onRowClick'
  | 'rowLabel'
  | 'rowClassName'
  | 'selection'
> {
  ids: string[];
  columnCount: number;
  /** Every body cell's class (padding by density, border, type: bodyCellOf). */
  cellClass: string;
  selectionFirst: boolean;
  onToggle: (id: string) => void;
}

/** A full-width row of a given height, keeping a virtual table's scroll height. */
const spacer = (height: number, key: string, columnCount: number) =>
  height > 0 ? (
    <tr key={key} aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;

/**
 * Skeleton rows while loading. A virtual table told how many rows are coming (loadingRows)
 * reserves their height, so the rows arriving move nothing.
 */
function skeletonRows<T>(o: BodyOptions<T>, reserve: number | null): ReactNode[] {
  const shown =
    reserve === null
      ? (o.skeletonRows ?? 5)
      : Math.min(o.loadingRows ?? 0, (o.skeletonRows ?? 5) * 4);
  const rest = reserve === null ? 0 : ((o.loadingRows ?? 0) - shown) * reserve;
  return [
    ...Array.from({ length: shown }, (_, i) => (
      <tr
        key={`skeleton-${i}`}
        aria-hidden="true"
        style={reserve === null ? undefined : { height: reserve }}
      >
        {Array.from({ length: o.columnCount }, (_, j) => (
          <td key={j} className={o.cellClass}>
            <div className="h-4 w-full max-w-40 animate-pulse rounded bg-gray-200" />
          </td>
        ))}
      </tr>
    )),
    spacer(rest, 'skeleton-rest', o.columnCount),
  ];
}

/** The data rows (only the visible ones of a virtual table, between their spacers). */
function dataRows<T>(o: BodyOptions<T>): ReactNode {
  const { visibleRows, rows } = o;
  const indexes = visibleRows?.indexes ?? rows.map((_, index) => index);
  const rendered = indexes.map((index) => (
    <TableRow
      key={o.ids[index]}
      row={rows[index]}
      index={index}
      id={o.ids[index]}
      columns={o.columns}
      cellClass={o.cellClass}
      href={o.rowHref?.(rows[index]) ?? null}
      onRowClick={o.onRowClick}
      rowLabel={o.rowLabel}
      rowClassName={o.rowClassName}
      selection={o.selection}
      selectionFirst={o.selectionFirst}
      onToggle={o.onToggle}
      rowHeight={visibleRows?.rowHeight}
    />
  ));
  if (!visibleRows) return rendered;
  return [
    spacer(visibleRows.padTop, 'pad-top', o.columnCount),
    ...rendered,
    spacer(visibleRows.padBottom, 'pad-end', o.columnCount),
  ];
}

/** What the table's body shows: skeleton rows, the empty text, or the rows. */
export function tableBody<T>(o: BodyOptions<T>): ReactNode {
  const emptyRow = (
    <tr>
      <td colSpan={o.columnCount} className="px-4 py-10 text-center text-sm text-gray-600">
        {o.emptyText ?? 'Nothing to show.'}
      </td>
    </tr>
  );
  const reserve = o.visibleRows && o.loadingRows !== undefined ? o.visibleRows.rowHeight : null;
  if (o.loading && reserve !== null && o.loadingRows === 0) return emptyRow;
  if (o.loading) return skeletonRows(o, reserve);
  if (o.rows.length === 0) return emptyRow;
  return dataRows(o);
}

/**
 * The body's rows as their own Activity boundary: React hydrates a server-rendered boundary after
 * the rest of the page and in slices of a few milliseconds, so 100 rows of cells do not block a
 * phone's main thread in one long task (Lighthouse TBT). Not a Suspense boundary: the server
 * sends a large one (over ~12 kB) apart, after a placeholder, and shows it by script later, so
 * the rows would arrive after the first paint and move the page (CLS); an Activity's content stays
 * in place in the HTML. Memoised: an update reaching a boundary not hydrated yet makes React
 * hydrate all of it at once, so the table re-rendering itself (its overflow edges, the select-all
 * box) must not re-render the rows; a parent that wants the same keeps the props it passes
 * stable (components/lpr/ScanListTable).
 */
export const TableBodyRows = memo(function TableBodyRows(props: BodyOptions<unknown>) {
  return <Activity>{tableBody(props)}</Activity>;
}) as <T>(props: BodyOptions<T>) => ReactNode;
