import { StatusChip } from '@/components/ui/StatusChip';
import type { CitationStatus } from '@/lib/rules/citations/citation-status';
import { citationStatusLabel } from '@/lib/rules/citations/issued-display';

/** An issued violation's status (spec 3 §4) as the one status chip. */
export function CitationStatusChip({ status }: { status: CitationStatus }) {
  const { label, tone } = citationStatusLabel(status);
  return <StatusChip label={label} tone={tone} />;
}
