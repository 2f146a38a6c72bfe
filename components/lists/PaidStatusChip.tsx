import type { ListPlate } from '@/lib/contract/lists';
import { cn } from '@/components/ui/cn';

const tones: Record<ListPlate['paidStatus'], string> = {
  Valid: 'bg-success-50 text-success-700 ring-success-600/30',
  Expired: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  Invalid: 'bg-danger-50 text-danger-700 ring-danger-600/30',
};

/** The paid status of a plate: Valid, Expired or Invalid. */
export function PaidStatusChip({ status }: { status: ListPlate['paidStatus'] }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      {status}
    </span>
  );
}
