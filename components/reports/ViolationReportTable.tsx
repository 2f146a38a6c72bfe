'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import { violationReport, type ViolationReportRow } from '@/lib/rules/reports/report-columns';
import { citationsMessages } from '@/lib/messages/citations';
import { ReportRowsTable } from './ReportRowsTable';

export interface ViolationReportTableProps {
  rows: readonly ViolationReportRow[];
  loading?: boolean;
  caption: string;
  /** Default: 'No citations issued.' (spec 3). */
  emptyText?: ReactNode;
  timeZone: string;
}

/** The rows of a violation report with the Violations report's columns (the PDF's). */
export function ViolationReportTable({
  timeZone,
  emptyText = citationsMessages.noCitationsIssued,
  ...rest
}: ViolationReportTableProps) {
  const format = useMemo(() => ({ timeZone }), [timeZone]);
  const renderCell = useCallback(
    (id: string, _row: ViolationReportRow, text: string) =>
      id === 'plate' || id === 'violationNumber' ? (
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
      columns={violationReport.columns}
      getRowId={(r) => r.uuid ?? r.violationNumber}
      format={format}
      renderCell={renderCell}
    />
  );
}
