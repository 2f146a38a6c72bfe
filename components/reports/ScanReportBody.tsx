'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { ReportType, ScanReportRow } from '@/lib/contract/reports';
import type { ReportRow } from '@/lib/contract/reports/bff';
import { formatCount } from '@/lib/format';
import { truncatedText } from '@/lib/rules/reports/report-rows';
import { lazyPart } from '@/components/ui/lazy-part';
import { ScanReportTable } from './ScanReportTable';
import type { AreaReportRows } from './AreaReportTable';

// The permit, violation and meter reports' table (their columns and texts) loads only for one.
const AreaReportTable = lazyPart(
  () => import('./AreaReportTable').then((m) => m.AreaReportTable),
  () => true,
);

export interface ScanReportBodyProps {
  data:
    { rows: readonly ReportRow[]; truncated: boolean; purgedNotice?: string | null } | undefined;
  /** Whose rows: a scan report's (the default) or a permit report's. */
  reportType?: ReportType;
  error: { message: string } | undefined;
  onRetry: () => void;
  loading: boolean;
  caption: string;
  /** The empty table's text (a permit report has its own: 'No permits issued.'). */
  emptyText?: ReactNode;
  timeZone: string;
  /** What a row is called in the count line ('row', 'scan'). */
  unit: string;
  linkPlates?: boolean;
}

/**
 * The body of a scan or permit report (generated, plate history, shared): the failure with a
 * retry, the 4,000/1,000 line or the row count, and the rows.
 */
export function ScanReportBody({
  data,
  error,
  onRetry,
  loading,
  caption,
  emptyText,
  timeZone,
  unit,
  linkPlates = false,
  reportType = 'scans',
}: ScanReportBodyProps) {
  const count = data?.rows.length ?? 0;
  return (
    <>
      {error ? (
        <RetryAlert onRetry={onRetry} className="mb-3">
          {error.message}
        </RetryAlert>
      ) : null}
      {data?.purgedNotice ? (
        <Alert tone="info" className="mb-3">
          {data.purgedNotice}
        </Alert>
      ) : null}
      {data?.truncated ? (
        <Alert tone="info" className="mb-3">
          {truncatedText()}
        </Alert>
      ) : null}
      {data && !data.truncated && count > 0 ? (
        <p className="mb-2 text-sm text-gray-600" role="status">
          {formatCount(count)} {count === 1 ? unit : `${unit}s`}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        {reportType !== 'scans' ? (
          <AreaReportTable
            area={reportType}
            caption={caption}
            rows={(data?.rows ?? []) as readonly AreaReportRows[typeof reportType][]}
            loading={loading}
            emptyText={emptyText}
            timeZone={timeZone}
          />
        ) : (
          <ScanReportTable
            caption={caption}
            rows={(data?.rows ?? []) as readonly ScanReportRow[]}
            loading={loading}
            emptyText={emptyText ?? 'No scans in this report.'}
            timeZone={timeZone}
            linkPlates={linkPlates}
          />
        )}
      </div>
    </>
  );
}
