'use client';

import Link from 'next/link';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { cn, focusRing } from './cn';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './icons';
import { ScrollSigns } from './ScrollSigns';
import { useOverflowEdges } from './use-overflow-edges';

/** The rows to render of a virtual table (components/ui/VirtualTable computes them). */
export interface VisibleRows {
  /** Indexes of the rows in (or near) view. */
  indexes: number[];
  /** Heights of the spacer rows before and after them, keeping the scroll height. */
  padTop: number;
  padBottom: number;
  /** Every row is exactly this tall. */
  rowHeight: number;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** The cell's content; defaults to nothing. */
  cell: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** A CSS width for the column (e.g. '8rem', '20%'). */
  width?: string;
  /** Offers sorting on this column (needs `sort` and `onSortChange` on the table). */
  sortable?: boolean;
  /** Hides the header text visually (e.g. an actions column); it stays for screen readers. */
  hideHeader?: boolean;
  className?: string;
  headerClassName?: string;
}

export interface TableSelection {
  selectedIds: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel?: (id: string) => string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Makes rows clickable and focusable; Enter opens them too. */
  onRowClick?: (row: T) => void;
  /**
   * Makes each row a link to this address (null: that row opens nothing): a real `<a href>`
   * stretched over the row, so a click opens it even before the page's scripts have loaded (the
   * server-rendered first view), and Tab reaches it, Enter follows it, a middle click opens a
   * tab. Controls inside the row stay usable above it. Takes the place of `onRowClick`.
   */
  rowHref?: (row: T) => string | null;
  /** Accessible name of a clickable row or of its link (defaults to its cells' text). */
  rowLabel?: (row: T) => string;
  /** Rows to mark as in progress or current. */
  rowClassName?: (row: T) => string | undefined;
  /** Shown in one full-width row when there are no rows. */
  emptyText?: ReactNode;
  /** Shows skeleton rows instead of the data. */
  loading?: boolean;
  skeletonRows?: number;
  /**
   * Virtual tables: how many rows are expected once loaded (e.g. the list's plate count, known
   * from the server-rendered header). While loading, the body is that tall already, so the rows
   * arriving move nothing (no layout shift).
   */
  loadingRows?: number;
  /** A caption for screen readers. */
  caption?: string;
  /**
   * Scrolls the body within this height with the header kept visible (e.g. '70vh'); the scroll
   * box is then a focusable region (named `regionLabel`, else the caption) for keyboard scrolling.
   */
  maxHeight?: string;
  regionLabel?: string;
  /**
   * Only these rows are rendered (VirtualTable: thousands of rows, a few dozen in the DOM); rows
   * then carry aria-rowindex and the table aria-rowcount. `scrollRef` receives the scroll box.
   */
  visibleRows?: VisibleRows;
  scrollRef?: Ref<HTMLDivElement>;
  stickyHeader?: boolean;
  /** Controlled sorting: the table shows the state and reports clicks; the caller sorts. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Controlled row selection with a checkbox column. */
  selection?: TableSelection;
  /** Where the checkbox column sits: first (default) or last. */
  selectionPosition?: 'start' | 'end';
  /** Dense rows for long lists. */
  density?: 'normal' | 'compact';
  className?: string;
}

/** Borders sit on cells: rows take none in a separated table (needed for the sticky header). */
const bodyCell = 'border-b border-gray-100 [tr:last-child>&]:border-b-0';

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Whether an event started on an interactive element inside the row (button, link, input …). */
function fromInnerControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || !event.currentTarget.contains(target)) return true; // e.g. a menu in a portal
  if (target === event.currentTarget) return false;
  const control = target.closest(
    'a, button, input, select, textarea, label, [role="menuitem"], [role="menu"], [data-row-click="ignore"]',
  );
  return control !== null && event.currentTarget.contains(control);
}

/**
 * A data table: aligned columns, sticky header, empty text, skeleton loading, clickable rows that
 * are keyboard-focusable (Enter opens), controlled sorting and selection.
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  onRowClick,
  rowHref,
  rowLabel,
  rowClassName,
  emptyText = 'Nothing to show.',
  loading = false,
  skeletonRows = 5,
  loadingRows,
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
}: TableProps<T>) {
  const selectionFirst = selectionPosition === 'start';
  const [edges, boxRef] = useOverflowEdges(scrollRef);
  // A box that scrolls (down within maxHeight, or sideways) is a named region keys can scroll.
  const scrolls = Boolean(maxHeight) || edges.left || edges.right;
  const cellPadding = density === 'compact' ? 'px-3 py-1.5' : 'px-4 py-2.5';
  const columnCount = columns.length + (selection ? 1 : 0);
  const ids = rows.map(getRowId);
  const allSelected = selection
    ? ids.length > 0 && ids.every((id) => selection.selectedIds.has(id))
    : false;
  const someSelected = selection ? ids.some((id) => selection.selectedIds.has(id)) : false;

  function toggleAll() {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (allSelected) ids.forEach((id) => next.delete(id));
    else ids.forEach((id) => next.add(id));
    selection.onChange(next);
  }

  function toggleOne(id: string) {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }

  function headerCell(column: TableColumn<T>) {
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
        key={column.id}
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

  let body: ReactNode;
  const emptyRow = (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-gray-600">
        {emptyText}
      </td>
    </tr>
  );
  // A virtual table told how many rows are coming reserves their height while it loads.
  const reserve = visibleRows && loadingRows !== undefined ? visibleRows.rowHeight : null;
  if (loading && reserve !== null && loadingRows === 0) {
    body = emptyRow;
  } else if (loading) {
    const shown = reserve === null ? skeletonRows : Math.min(loadingRows ?? 0, skeletonRows * 4);
    const rest = reserve === null ? 0 : ((loadingRows ?? 0) - shown) * reserve;
    body = [
      ...Array.from({ length: shown }, (_, i) => (
        <tr
          key={`skeleton-${i}`}
          aria-hidden="true"
          style={reserve === null ? undefined : { height: reserve }}
        >
          {Array.from({ length: columnCount }, (_, j) => (
            <td key={j} className={cn(cellPadding, bodyCell)}>
              <div className="h-4 w-full max-w-40 animate-pulse rounded bg-gray-200" />
            </td>
          ))}
        </tr>
      )),
      rest > 0 ? (
        <tr key="skeleton-rest" aria-hidden="true">
          <td colSpan={columnCount} style={{ height: rest, padding: 0, border: 0 }} />
        </tr>
      ) : null,
    ];
  } else if (rows.length === 0) {
    body = emptyRow;
  } else {
    const spacer = (height: number, key: string) =>
      height > 0 ? (
        <tr key={key} aria-hidden="true">
          <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
        </tr>
      ) : null;
    const indexes = visibleRows?.indexes ?? rows.map((_, index) => index);
    const rendered = indexes.map((index) => {
      const row = rows[index];
      const id = ids[index];
      const selected = selection?.selectedIds.has(id) ?? false;
      const href = rowHref?.(row) ?? null;
      const clickable = !href && Boolean(onRowClick);
      const selectCell = selection ? (
        <td className={cn(cellPadding, bodyCell, 'w-10')} data-row-click="ignore">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => toggleOne(id)}
            aria-label={selection.rowLabel ? selection.rowLabel(id) : 'Select row'}
            className={cn(
              'block size-4 rounded border-gray-300 accent-brand-600',
              href && 'relative z-[1]',
              focusRing,
            )}
          />
        </td>
      ) : null;
      return (
        <tr
          key={id}
          aria-rowindex={visibleRows ? index + 2 : undefined}
          style={visibleRows ? { height: visibleRows.rowHeight } : undefined}
          tabIndex={clickable ? 0 : undefined}
          aria-label={(clickable || href) && rowLabel ? rowLabel(row) : undefined}
          onClick={
            clickable
              ? (event) => {
                  if (!fromInnerControl(event)) onRowClick?.(row);
                }
              : undefined
          }
          onKeyDown={
            clickable
              ? (event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) {
                    event.preventDefault();
                    onRowClick?.(row);
                  }
                }
              : undefined
          }
          className={cn(
            selected ? 'bg-brand-50' : 'bg-white',
            clickable &&
              'cursor-pointer hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
            href && 'relative hover:bg-gray-50 has-[[data-row-link]:focus-visible]:bg-gray-50',
            rowClassName?.(row),
          )}
        >
          {selectionFirst ? selectCell : null}
          {columns.map((column, columnIndex) => (
            <td
              key={column.id}
              className={cn(
                cellPadding,
                bodyCell,
                'align-middle text-sm text-gray-800',
                alignClass[column.align ?? 'left'],
                href && 'row-link-cell',
                column.className,
              )}
            >
              {href && columnIndex === 0 ? (
                <Link
                  href={href}
                  data-row-link=""
                  aria-label={rowLabel?.(row)}
                  className={cn(
                    'absolute inset-y-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    // The link stops at the checkbox column: a 16 px checkbox under a row-wide
                    // link fails WCAG 2.5.8's target spacing (Lighthouse target-size).
                    !selection
                      ? 'inset-x-0'
                      : selectionFirst
                        ? 'left-10 right-0'
                        : 'left-0 right-10',
                  )}
                />
              ) : null}
              {column.cell(row, index)}
            </td>
          ))}
          {selectionFirst ? null : selectCell}
        </tr>
      );
    });
    body = visibleRows
      ? [
          spacer(visibleRows.padTop, 'pad-top'),
          ...rendered,
          spacer(visibleRows.padBottom, 'pad-end'),
        ]
      : rendered;
  }

  const selectAllCell = selection ? (
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
        onChange={toggleAll}
        aria-label="Select all rows"
        disabled={loading || rows.length === 0}
        className={cn('block size-4 rounded border-gray-300 accent-brand-600', focusRing)}
      />
    </th>
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
              {columns.map(headerCell)}
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
