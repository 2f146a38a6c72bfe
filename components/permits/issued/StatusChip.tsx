import { StatusChip as Chip } from '@/components/ui/StatusChip';
import type { IssuedStatus } from '@/lib/rules/permits/issued-display';

export { WRAP_MIN_WIDTH } from '@/components/ui/StatusChip';

/** A permit's status label (spec 2 §4) as the one status chip (`wrap`: may take two lines in a wide table). */
export function StatusChip({ status, wrap = false }: { status: IssuedStatus; wrap?: boolean }) {
  return <Chip label={status.label} tone={status.tone} wrap={wrap} />;
}
