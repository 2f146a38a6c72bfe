'use client';

import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui';
import type { ReportColumn, ReportFormat } from '@/lib/rules/report-columns';

export interface ReportRowsTableProps<R> {
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  getRowId: (row: R) => string;
  caption: string;
  emptyText: ReactNode;
  loading?: boolean;
  format: ReportFormat;
  /** Cells rendered differently from their text (e.g. the plate as a link). */
  renderCell?: (columnId: string, row: R, text: string) => ReactNode;
}

const ROW_HEIGHT = 41;
const FIRST_SCREEN = { width: 1200, height: 640 };
const th =
  'sticky top-0 z-10 whitespace-nowrap border-b border-gray-200 bg-gray-50 px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-gray-600';
const td =
  'whitespace-nowrap border-b border-gray-100 px-3 py-2 align-middle text-sm text-gray-800';
const alignClass = { left: 'text-left', right: 'text-right tabular-nums', center: 'text-center' };

/**
 * A report's rows (up to 4,000) with the report definition's columns, virtualised
 * (@tanstack/react-virtual) so only the rows in view are in the DOM. The region scrolls by
 * keyboard (it is focusable).
 */
export function ReportRowsTable<R>({
  columns,
  rows,
  getRowId,
  caption,
  emptyText,
  loading = false,
  format,
  renderCell,
}: ReportRowsTableProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FIRST_SCREEN,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.width === 0 && rect.height === 0 ? FIRST_SCREEN : rect),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? total - items[items.length - 1].end : 0;
  const span = columns.length + 1;
  const texts = useMemo(() => new WeakMap<object, string[]>(), []);

  function cellsOf(row: R): string[] {
    const key = row as object;
    let cells = texts.get(key);
    if (!cells) {
      cells = columns.map((c) => c.text(row, format));
      texts.set(key, cells);
    }
    return cells;
  }

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: 6 }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: span }, (_, j) => (
          <td key={j} className={td}>
            <div className="h-4 w-full max-w-28 animate-pulse rounded bg-gray-200" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className="px-4 py-10 text-center text-sm text-gray-600">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {padTop > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={span} style={{ height: padTop, padding: 0, border: 0 }} />
          </tr>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          const cells = cellsOf(row);
          return (
            <tr
              key={getRowId(row)}
              aria-rowindex={item.index + 2}
              className="bg-white hover:bg-gray-50"
              style={{ height: ROW_HEIGHT }}
            >
              <td className={cn(td, 'text-right tabular-nums text-gray-600')}>{item.index + 1}</td>
              {columns.map((column, i) => (
                <td
                  key={column.id}
                  className={cn(td, alignClass[column.align], 'max-w-72 truncate')}
                  title={cells[i].length > 32 ? cells[i] : undefined}
                >
                  {renderCell ? renderCell(column.id, row, cells[i]) : cells[i]}
                </td>
              ))}
            </tr>
          );
        })}
        {padBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={span} style={{ height: padBottom, padding: 0, border: 0 }} />
          </tr>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative w-full overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      style={{ maxHeight: '65vh' }}
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-rowcount={rows.length + 1}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={cn(th, 'w-14 text-right')}>
              #
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn(th, alignClass[column.align])}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
