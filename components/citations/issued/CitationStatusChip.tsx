import { cn } from '@/components/ui/cn';
import type { CitationStatus } from '@/lib/rules/citations/citation-status';
import { citationStatusLabel, type CitationTone } from '@/lib/rules/citations/issued-display';

const tones: Record<CitationTone, string> = {
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  info: 'bg-brand-50 text-brand-700 ring-brand-600/30',
  warning: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-300',
};

/** An issued violation's status (spec 3 §4) as a small chip. */
export function CitationStatusChip({ status }: { status: CitationStatus }) {
  const { label, tone } = citationStatusLabel(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}
