import Link from 'next/link';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cn, focusRing } from './cn';
import { alignClass } from './table-classes';
import type { TableColumn, TableSelection } from './table-types';

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

export interface TableRowProps<T> {
  row: T;
  index: number;
  id: string;
  columns: TableColumn<T>[];
  /** Every body cell's class (bodyCellOf). */
  cellClass: string;
  /** The row's link (Table's rowHref), or null. */
  href: string | null;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  selection?: TableSelection;
  selectionFirst: boolean;
  onToggle: (id: string) => void;
  /** A virtual table's row height (its rows then carry aria-rowindex). */
  rowHeight?: number;
}

/** The checkbox cell of a selectable row. */
function SelectCell<T>({ id, href, selection, onToggle, cellClass }: TableRowProps<T>) {
  if (!selection) return null;
  return (
    <td className={cn(cellClass, 'w-10')} data-row-click="ignore">
      <input
        type="checkbox"
        checked={selection.selectedIds.has(id)}
        onChange={() => onToggle(id)}
        aria-label={selection.rowLabel ? selection.rowLabel(id) : 'Select row'}
        className={cn(
          'block size-4 rounded border-gray-300 accent-brand-600',
          href && 'relative z-[1]',
          focusRing,
        )}
      />
    </td>
  );
}

/**
 * The link stretched over a row from its first cell: a click opens it even before the page's
 * scripts have loaded. It stops at the checkbox column: a 16 px checkbox under a row-wide link
 * fails WCAG 2.5.8's target spacing (Lighthouse target-size).
 */
/**
 * The link covering a row. Not prefetched: 100 rows would each join the viewport observer and
 * fetch their detail route as they scroll into view, work a phone pays for at hydration
 * (Lighthouse TBT) for pages rarely opened.
 */
function RowLink<T>({ row, href, rowLabel, selection, selectionFirst }: TableRowProps<T>) {
  return (
    <Link
      href={href ?? ''}
      prefetch={false}
      data-row-link=""
      aria-label={rowLabel?.(row)}
      className={cn(
        'absolute inset-y-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        !selection ? 'inset-x-0' : selectionFirst ? 'left-10 right-0' : 'left-0 right-10',
      )}
    />
  );
}

/** One data row of the shared Table: its cells, selection, and its link or click. */
export function TableRow<T>(props: TableRowProps<T>) {
  const { row, index, id, columns, cellClass, href, onRowClick, rowLabel, rowClassName } = props;
  const { selection, selectionFirst, rowHeight } = props;
  const selected = selection?.selectedIds.has(id) ?? false;
  const clickable = !href && Boolean(onRowClick);
  const selectCell = <SelectCell {...props} />;
  return (
    <tr
      aria-rowindex={rowHeight !== undefined ? index + 2 : undefined}
      style={rowHeight !== undefined ? { height: rowHeight } : undefined}
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
            cellClass,
            column.align && column.align !== 'left' && alignClass[column.align],
            href && 'row-link-cell',
            column.className,
          )}
        >
          {href && columnIndex === 0 ? <RowLink {...props} /> : null}
          {column.cell(row, index)}
        </td>
      ))}
      {selectionFirst ? null : selectCell}
    </tr>
  );
}
