'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import type { MeterReportRow } from '@/lib/contract/reports';
import { meterReport } from '@/lib/rules/reports/types/meters';
import { metersMessages } from '@/lib/messages/meters';
import { ReportRowsTable } from './ReportRowsTable';

export interface MeterReportTableProps {
  rows: readonly MeterReportRow[];
  loading?: boolean;
  caption: string;
  /** Default: 'No parking sessions yet.' */
  emptyText?: ReactNode;
  timeZone: string;
}

/** The rows of a meter report with the Meters report's columns (the PDF's). */
export function MeterReportTable({
  timeZone,
  emptyText = metersMessages.noSessions,
  ...rest
}: MeterReportTableProps) {
  const format = useMemo(() => ({ timeZone }), [timeZone]);
  const renderCell = useCallback(
    (id: string, _row: MeterReportRow, text: string) =>
      id === 'plate' || id === 'publicId' || id === 'zoneId' ? (
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
      columns={meterReport.columns}
      getRowId={(r) => r.uuid}
      format={format}
      renderCell={renderCell}
    />
  );
}
