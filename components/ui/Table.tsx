'use client';

import { useMemo } from 'react';
import { TableBodyRows } from './table-body';
import { bodyCellOf, cellPaddingOf } from './table-classes';
import { SelectAllCell, TableHeaderRow } from './TableHead';
import type { TableProps } from './table-types';
import { TableScrollBox } from './TableScrollBox';
import { useTableSelection } from './use-table-selection';

export type {
  SortDirection,
  TableColumn,
  TableProps,
  TableSelection,
  TableSort,
  VisibleRows,
} from './table-types';

/**
 * A data table: aligned columns, sticky header, empty text, skeleton loading, clickable rows that
 * are keyboard-focusable (Enter opens), controlled sorting and selection. Its parts: the scroll
 * box (TableScrollBox), the header (TableHead), one row (TableRow), the body's states
 * (table-body), the selection (use-table-selection).
 */
export function Table<T>(props: TableProps<T>) {
  const {
    columns,
    rows,
    getRowId,
    emptyText = 'Nothing to show.',
    loading = false,
    skeletonRows = 5,
    caption,
    visibleRows,
    stickyHeader = true,
    selection,
    selectionPosition = 'start',
    density = 'normal',
  } = props;
  const selectionFirst = selectionPosition === 'start';
  const cellPadding = cellPaddingOf(density);
  const ids = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const { allSelected, someSelected, toggleAll, toggleOne } = useTableSelection(ids, selection);
  const selectAllCell = selection ? (
    <SelectAllCell
      allSelected={allSelected}
      someSelected={someSelected}
      onToggle={toggleAll}
      disabled={loading || rows.length === 0}
      cellPadding={cellPadding}
      stickyHeader={stickyHeader}
    />
  ) : null;

  return (
    <TableScrollBox
      scrollRef={props.scrollRef}
      maxHeight={props.maxHeight}
      label={props.regionLabel ?? caption}
      className={props.className}
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-rowcount={visibleRows ? rows.length + 1 : undefined}
        aria-busy={loading || undefined}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHeaderRow
          columns={columns}
          sort={props.sort}
          onSortChange={props.onSortChange}
          cellPadding={cellPadding}
          stickyHeader={stickyHeader}
          indexed={Boolean(visibleRows)}
          selectAll={selectAllCell}
          selectionFirst={selectionFirst}
        />
        <tbody>
          <TableBodyRows
            columns={columns}
            rows={rows}
            emptyText={emptyText}
            loading={loading}
            skeletonRows={skeletonRows}
            loadingRows={props.loadingRows}
            visibleRows={visibleRows}
            rowHref={props.rowHref}
            onRowClick={props.onRowClick}
            rowLabel={props.rowLabel}
            rowClassName={props.rowClassName}
            selection={selection}
            ids={ids}
            columnCount={columns.length + (selection ? 1 : 0)}
            cellClass={bodyCellOf(density)}
            selectionFirst={selectionFirst}
            onToggle={toggleOne}
          />
        </tbody>
      </table>
    </TableScrollBox>
  );
}
