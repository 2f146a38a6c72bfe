import { cn } from '@/components/ui/cn';
import type { ShareStatus } from '@/lib/contract/reports';
import { SHARE_STATUS_LABEL } from '@/lib/rules/reports/report-log';

const tones: Record<ShareStatus, string> = {
  active: 'bg-success-50 text-success-700 ring-success-600/30',
  expired: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  revoked: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

/** A share link's state in the report log: Active, Expired or Revoked. */
export function ShareStatusChip({ status }: { status: ShareStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      {SHARE_STATUS_LABEL[status]}
    </span>
  );
}
