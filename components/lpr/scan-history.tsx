'use client';

import { Alert } from '@/components/ui/Alert';
import { Card } from '@/components/ui/Card';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { Scan } from '@/lib/contract/lpr';
import type { PlateHistoryItem } from '@/lib/contract/lpr/bff';
import { formatDateTime } from '@/lib/format';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import type { LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { AlertStatus } from './AlertStatus';
import { confidencePercent } from './scan-format';

export interface ScanHistoryProps {
  scan: Scan;
  from: 'scans' | 'alerts';
  zone: string | undefined;
  /** The scan's look-up reason, given again for the plate's history (issue 30 item 2). */
  why?: LookupReasonParams;
}

/** Every scan of the plate in this organisation, newest first; a row opens that scan. */
export function ScanHistory({ scan, from, zone, why = {} }: ScanHistoryProps) {
  const history = useEndpoint(
    routes.plateHistory,
    scan.plate ? { params: { plate: scan.plate }, query: why } : null,
    { revalidateOnFocus: false },
  );

  const columns: TableColumn<PlateHistoryItem>[] = [
    {
      id: 'capturedAt',
      header: 'Captured at',
      cell: (row) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          {formatDateTime(row.capturedAt, '', zone)}
          {row.uuid === scan.uuid ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              This scan
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'confidence',
      header: 'Confidence',
      align: 'right',
      width: '7rem',
      cell: (row) => <span className="tabular-nums">{confidencePercent(row.confidence)}</span>,
    },
    { id: 'status', header: 'Status', cell: (row) => <AlertStatus scan={row} /> },
    {
      id: 'capturedBy',
      header: 'Captured by',
      cell: (row) => <span className="whitespace-nowrap">{row.capturedBy}</span>,
    },
  ];

  return (
    <Card
      title="Plate history"
      description={`Every scan of ${scan.plate} in this organization, newest first.`}
      padding="none"
      className="overflow-hidden lg:col-span-3"
    >
      {history.error ? (
        <div className="p-4">
          <Alert tone="error">{history.error.message}</Alert>
        </div>
      ) : (
        <Table
          caption={`Plate history of ${scan.plate}`}
          columns={columns}
          rows={history.data?.plates ?? []}
          getRowId={(row) => row.uuid}
          rowHref={(row) =>
            row.uuid === scan.uuid
              ? null
              : `/scans/${encodeURIComponent(row.uuid)}${from === 'alerts' ? '?from=alerts' : ''}`
          }
          rowLabel={(row) => `Open scan of ${formatDateTime(row.capturedAt, '', zone)}`}
          rowClassName={(row) => (row.uuid === scan.uuid ? 'bg-brand-50/60' : undefined)}
          loading={history.isLoading}
          skeletonRows={3}
          emptyText="No other scans of this plate."
          maxHeight="22rem"
          density="compact"
        />
      )}
    </Card>
  );
}
