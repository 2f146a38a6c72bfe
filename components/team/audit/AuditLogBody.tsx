'use client';

import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { AuditLogResponse } from '@/lib/contract/team/bff';
import { AuditLogTable } from './AuditLogTable';

interface Props {
  log: {
    data?: AuditLogResponse;
    error?: { message: string };
    isLoading: boolean;
    mutate: () => unknown;
  };
  filtered: boolean;
  pageNumber: number;
  /** Null on the first page / the last page. */
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}

/** The audit log's page: its error (Try again), loading, empty state or rows and pager. */
export function AuditLogBody({ log, filtered, pageNumber, onNewer, onOlder }: Props) {
  const rows = log.data?.events ?? [];
  if (log.error) {
    return <RetryAlert onRetry={() => void log.mutate()}>{log.error.message}</RetryAlert>;
  }
  if (log.isLoading && !log.data) {
    return (
      <div className="h-40 animate-pulse rounded-lg border border-gray-200 bg-white" role="status">
        <span className="sr-only">Loading the audit log…</span>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        title={filtered ? 'No entries match these filters' : 'No entries yet'}
        description={
          filtered
            ? 'Try another person, kind, plate or dates.'
            : 'Changes your team makes will appear here.'
        }
      />
    );
  }
  return (
    <>
      <AuditLogTable rows={rows} />
      <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
        <Button variant="secondary" disabled={!onNewer} onClick={() => onNewer?.()}>
          Newer
        </Button>
        <span className="text-sm text-gray-600">Page {pageNumber}</span>
        <Button variant="secondary" disabled={!onOlder} onClick={() => onOlder?.()}>
          Older
        </Button>
      </nav>
    </>
  );
}
