import { cn } from './cn';

/** The colour of a status chip. */
export type ChipTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const tones: Record<ChipTone, string> = {
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  info: 'bg-brand-50 text-brand-700 ring-brand-600/30',
  warning: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-300',
};

/** A wrapping chip's minimum width: 'Waiting for' stays on one line, so a label takes two at most. */
export const WRAP_MIN_WIDTH = 'min-w-[5.75rem]';

export interface StatusChipProps {
  label: string;
  tone: ChipTone;
  /** May take two lines in a wide table (else it stays on one). */
  wrap?: boolean;
}

/** Every table's and detail's status, as one small chip (permits, violations, appeals, sessions). */
export function StatusChip({ label, tone, wrap = false }: StatusChipProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        wrap ? cn('rounded-md', WRAP_MIN_WIDTH) : 'rounded-full whitespace-nowrap',
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}
