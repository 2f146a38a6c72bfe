'use client';

import { useMemo } from 'react';
import { cn } from './cn';
import { ScrollSigns } from './ScrollSigns';
import { TableBodyRows } from './table-body';
import { bodyCellOf, cellPaddingOf } from './table-classes';
import { HeaderCell, SelectAllCell } from './TableHead';
import type { TableProps } from './table-types';
import { useOverflowEdges } from './use-overflow-edges';
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
 * are keyboard-focusable (Enter opens), controlled sorting and selection. Its parts: the header
 * cells (TableHead), one row (TableRow), the body's states (table-body), the selection
 * (use-table-selection).
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
    maxHeight,
    regionLabel,
    visibleRows,
    scrollRef,
    stickyHeader = true,
    sort,
    onSortChange,
    selection,
    selectionPosition = 'start',
    density = 'normal',
    className,
  } = props;
  const selectionFirst = selectionPosition === 'start';
  const [edges, boxRef] = useOverflowEdges(scrollRef);
  // A box that scrolls (down within maxHeight, or sideways) is a named region keys can scroll.
  const scrolls = Boolean(maxHeight) || edges.left || edges.right;
  const cellPadding = cellPaddingOf(density);
  const cellClass = bodyCellOf(density);
  const columnCount = columns.length + (selection ? 1 : 0);
  const ids = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const { allSelected, someSelected, toggleAll, toggleOne } = useTableSelection(ids, selection);
  const body = (
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
      columnCount={columnCount}
      cellClass={cellClass}
      selectionFirst={selectionFirst}
      onToggle={toggleOne}
    />
  );
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
    <div className="relative">
      <div
        ref={boxRef}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? (regionLabel ?? caption) : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={cn(
          'relative w-full overflow-auto',
          scrolls &&
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
        style={maxHeight ? { maxHeight } : undefined}
      >
        <table
          className="w-full border-separate border-spacing-0 text-sm"
          aria-rowcount={visibleRows ? rows.length + 1 : undefined}
          aria-busy={loading || undefined}
        >
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead>
            <tr aria-rowindex={visibleRows ? 1 : undefined}>
              {selectionFirst ? selectAllCell : null}
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSortChange={onSortChange}
                  cellPadding={cellPadding}
                  stickyHeader={stickyHeader}
                />
              ))}
              {selectionFirst ? null : selectAllCell}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <ScrollSigns edges={edges} />
    </div>
  );
}
