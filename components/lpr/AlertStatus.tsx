import { cn } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { alertTextOf } from '@/lib/rules/lpr/alert-text';

export interface AlertStatusProps {
  scan: Pick<Scan, 'listName' | 'listType' | 'alertDetail'>;
  className?: string;
}

/** The alert text of a scan (spec 1 §4) with an alert's status beside it. */
export function AlertStatus({ scan, className }: AlertStatusProps) {
  const alert = alertTextOf(scan);
  if (!alert) return <span className={cn('text-gray-500', className)}>—</span>;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span className={alert.isAlert ? 'font-medium text-gray-900' : 'text-gray-700'}>
        {alert.text}
      </span>
      {alert.status ? <StatusBadge status={alert.status} /> : null}
      {scan.alertDetail?.nearMatch ? <NearMatchBadge /> : null}
    </span>
  );
}

/**
 * The STATUS cell of /alerts: the list is in SCANNED AGAINST, so an alert shows only why it was
 * raised (its status, and the near-match marker of a look-alike match).
 */
export function AlertListStatus({ scan }: AlertStatusProps) {
  const detail = scan.alertDetail;
  if (!detail || detail.isValid || !detail.status.trim()) return <AlertStatus scan={scan} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={detail.status} />
      {detail.nearMatch ? <NearMatchBadge /> : null}
    </span>
  );
}

/** A match by look-alike characters (issue 29): a small amber badge beside the status. */
export function NearMatchBadge() {
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800 ring-1 ring-inset ring-warning-600/30">
      Near match
    </span>
  );
}

/** An alert's status ('Expired', 'Hotlist match' …) as a small red badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-danger-50 px-2 py-0.5 text-xs font-medium text-danger-700 ring-1 ring-inset ring-danger-600/20">
      {status}
    </span>
  );
}
