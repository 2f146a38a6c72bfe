import { StatusChip } from '@/components/ui/StatusChip';
import { appealStatusTone } from '@/lib/rules/citations/appeal-status';

/** An appeal's display status (spec 3 §4) as the one status chip. */
export function AppealStatusChip({ status }: { status: string }) {
  return <StatusChip label={status} tone={appealStatusTone(status)} />;
}
