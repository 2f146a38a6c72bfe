'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import type { PermitReportRow } from '@/lib/contract/reports';
import { permitReport } from '@/lib/rules/reports/types/permits';
import { permitsMessages } from '@/lib/messages/permits';
import { ReportRowsTable } from './ReportRowsTable';

export interface PermitReportTableProps {
  rows: readonly PermitReportRow[];
  loading?: boolean;
  caption: string;
  /** Default: 'No permits issued.' (spec 2). */
  emptyText?: ReactNode;
  timeZone: string;
}

/** The rows of a permit report with the Permits report's columns (the PDF's). */
export function PermitReportTable({
  timeZone,
  emptyText = permitsMessages.noPermitsIssued,
  ...rest
}: PermitReportTableProps) {
  const format = useMemo(() => ({ timeZone }), [timeZone]);
  const renderCell = useCallback(
    (id: string, _row: PermitReportRow, text: string) =>
      id === 'plate' || id === 'customerPermitId' ? (
        <span className="font-mono font-semibold text-gray-900">{text}</span>
      ) : (
        text
      ),
    [],
  );
  return (
    <ReportRowsTable
      {...rest}
      emptyText={emptyText}
      columns={permitReport.columns}
      getRowId={(r) => r.uuid}
      format={format}
      renderCell={renderCell}
    />
  );
}
