import { cn } from '@/components/ui/cn';
import type { IssuedStatus, StatusTone } from '@/lib/rules/permits/issued-display';

const tones: Record<StatusTone, string> = {
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  info: 'bg-brand-50 text-brand-700 ring-brand-600/30',
  warning: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-300',
};

/** A wrapping chip's minimum width: 'Waiting for' stays on one line, so a label takes two at most. */
export const WRAP_MIN_WIDTH = 'min-w-[5.75rem]';

/** A permit's status label (spec 2 §4) as a small chip (`wrap`: may take two lines in a wide table). */
export function StatusChip({ status, wrap = false }: { status: IssuedStatus; wrap?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        wrap ? cn('rounded-md', WRAP_MIN_WIDTH) : 'rounded-full whitespace-nowrap',
        tones[status.tone],
      )}
    >
      {status.label}
    </span>
  );
}
