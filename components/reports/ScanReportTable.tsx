'use client';

import Link from 'next/link';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { ScanReportRow } from '@/lib/contract/reports';
import { scanReport } from '@/lib/rules/reports/report-columns';
import { ReportRowsTable } from './ReportRowsTable';

export interface ScanReportTableProps {
  rows: readonly ScanReportRow[];
  loading?: boolean;
  caption: string;
  emptyText: ReactNode;
  timeZone: string;
  /** Plates link to their history (not on a shared page: outside parties have no account). */
  linkPlates?: boolean;
}

/** The rows of a scan report with the LPR Scans report's columns. */
export function ScanReportTable({ linkPlates = false, timeZone, ...rest }: ScanReportTableProps) {
  const format = useMemo(() => ({ timeZone }), [timeZone]);
  const renderCell = useCallback(
    (id: string, row: ScanReportRow, text: string) => {
      if (id !== 'plate') return text;
      return linkPlates ? (
        <Link
          href={`/report/plate/${encodeURIComponent(row.plate)}`}
          className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {text}
        </Link>
      ) : (
        <span className="font-mono font-semibold text-gray-900">{text}</span>
      );
    },
    [linkPlates],
  );
  return (
    <ReportRowsTable
      {...rest}
      columns={scanReport.columns}
      getRowId={(r) => r.uuid}
      format={format}
      renderCell={renderCell}
    />
  );
}
