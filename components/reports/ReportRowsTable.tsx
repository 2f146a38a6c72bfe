'use client';

import { useMemo, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { type TableColumn } from '@/components/ui/Table';
import { VirtualTable } from '@/components/ui/VirtualTable';
import type { ReportColumn, ReportFormat } from '@/lib/rules/reports/report-columns';

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

const ROW_HEIGHT = 37;

/**
 * A report's rows (up to 4,000) with the report definition's columns (the same the PDF uses),
 * over the shared VirtualTable: only the rows in view are in the DOM, and the scroll box is a
 * focusable region for keyboard scrolling. Long cells end in '…' and carry their text as a title.
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
  const tableColumns = useMemo<TableColumn<R>[]>(
    () => [
      {
        id: 'n',
        header: '#',
        align: 'right',
        width: '3.5rem',
        className: 'tabular-nums text-gray-600',
        cell: (_, index) => index + 1,
      },
      ...columns.map((column): TableColumn<R> => ({
        id: column.id,
        header: column.header,
        align: column.align,
        className: cn('whitespace-nowrap', column.align === 'right' && 'tabular-nums'),
        headerClassName: 'whitespace-nowrap',
        // A cell of an auto-layout table grows with its text whatever its max width: the
        // width limit and the '…' sit on a block inside it.
        cell: (row) => {
          const text = column.text(row, format);
          return (
            <span className="block max-w-72 truncate" title={text.length > 32 ? text : undefined}>
              {renderCell ? renderCell(column.id, row, text) : text}
            </span>
          );
        },
      })),
    ],
    [columns, format, renderCell],
  );
  return (
    <VirtualTable
      caption={caption}
      columns={tableColumns}
      rows={rows}
      getRowId={getRowId}
      loading={loading}
      emptyText={emptyText}
      maxHeight="65vh"
      rowHeight={ROW_HEIGHT}
      density="compact"
    />
  );
}
