import { cn } from '@/components/ui/cn';
import type { SeatsResponse } from '@/lib/contract/team/bff';
import { seatCounterText } from '@/lib/rules/team/team';

/** Remaining paid seats (in trial, open seats), beside the screen's actions. */
export function SeatCounter({ seats }: { seats: SeatsResponse | undefined }) {
  if (!seats) return <span className="h-7 w-40 animate-pulse rounded-full bg-gray-100" />;
  const full = !seats.isTrial && seats.remainingSeatCount === 0;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex h-7 items-center rounded-full px-3 text-xs font-medium ring-1 ring-inset',
        full
          ? 'bg-warning-50 text-warning-800 ring-warning-600/30'
          : 'bg-brand-50 text-brand-800 ring-brand-200',
      )}
    >
      {seatCounterText(seats)}
    </span>
  );
}
