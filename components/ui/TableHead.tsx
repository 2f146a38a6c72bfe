import type { ReactNode } from 'react';
import { cn, focusRing } from './cn';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './icons';
import { alignClass } from './table-classes';
import type { TableColumn, TableSort } from './table-types';

interface HeaderCellProps<T> {
  column: TableColumn<T>;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  cellPadding: string;
  stickyHeader: boolean;
}

/** A column's header: its text (visually hidden if asked), and the sort button when sortable. */
export function HeaderCell<T>({
  column,
  sort,
  onSortChange,
  cellPadding,
  stickyHeader,
}: HeaderCellProps<T>) {
  const active = sort?.columnId === column.id ? sort.direction : null;
  const ariaSort =
    column.sortable && onSortChange
      ? active === 'asc'
        ? 'ascending'
        : active === 'desc'
          ? 'descending'
          : 'none'
      : undefined;
  const label = column.hideHeader ? (
    <span className="sr-only">{column.header}</span>
  ) : (
    column.header
  );
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      style={column.width ? { width: column.width } : undefined}
      className={cn(
        'whitespace-nowrap border-b border-gray-200 bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600',
        cellPadding,
        alignClass[column.align ?? 'left'],
        stickyHeader && 'sticky top-0 z-10',
        column.headerClassName,
      )}
    >
      {column.sortable && onSortChange ? (
        <button
          type="button"
          onClick={() =>
            onSortChange({ columnId: column.id, direction: active === 'asc' ? 'desc' : 'asc' })
          }
          className={cn(
            '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-gray-900',
            focusRing,
          )}
        >
          {label}
          {active === 'asc' ? (
            <ChevronUpIcon className="size-3.5" />
          ) : active === 'desc' ? (
            <ChevronDownIcon className="size-3.5" />
          ) : (
            <SortIcon className="size-3.5 opacity-60" />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

interface SelectAllCellProps {
  allSelected: boolean;
  someSelected: boolean;
  onToggle: () => void;
  disabled: boolean;
  cellPadding: string;
  stickyHeader: boolean;
}

/** The header's checkbox of a selectable table (indeterminate when some rows are selected). */
export function SelectAllCell({
  allSelected,
  someSelected,
  onToggle,
  disabled,
  cellPadding,
  stickyHeader,
}: SelectAllCellProps) {
  return (
    <th
      scope="col"
      className={cn(
        'w-10 border-b border-gray-200 bg-gray-50',
        cellPadding,
        stickyHeader && 'sticky top-0 z-10',
      )}
    >
      <input
        type="checkbox"
        checked={allSelected}
        ref={(el) => {
          if (el) el.indeterminate = someSelected && !allSelected;
        }}
        onChange={onToggle}
        aria-label="Select all rows"
        disabled={disabled}
        className={cn('block size-4 rounded border-gray-300 accent-brand-600', focusRing)}
      />
    </th>
  );
}

interface TableHeaderRowProps<T> {
  columns: readonly TableColumn<T>[];
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  cellPadding: string;
  stickyHeader: boolean;
  /** The row carries aria-rowindex 1 (a table that renders only the rows in view). */
  indexed: boolean;
  /** The select-all cell of a selectable table, first or last. */
  selectAll: ReactNode;
  selectionFirst: boolean;
}

/** The table's head: one header row with each column's cell and the select-all cell. */
export function TableHeaderRow<T>({
  columns,
  sort,
  onSortChange,
  cellPadding,
  stickyHeader,
  indexed,
  selectAll,
  selectionFirst,
}: TableHeaderRowProps<T>) {
  return (
    <thead>
      <tr aria-rowindex={indexed ? 1 : undefined}>
        {selectionFirst ? selectAll : null}
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
        {selectionFirst ? null : selectAll}
      </tr>
    </thead>
  );
}
