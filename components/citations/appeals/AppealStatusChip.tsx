import { cn } from '@/components/ui/cn';
import { appealStatusTone } from '@/lib/rules/citations/appeal-status';

const tones = {
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  warning: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-300',
} as const;

/** An appeal's display status (spec 3 §4) as a chip. */
export function AppealStatusChip({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[appealStatusTone(status)],
      )}
    >
      {status}
    </span>
  );
}
