'use client';

import { cn, focusRing } from '@/components/ui/cn';
import { formatCount } from '@/lib/format';

export interface NewAlertsPillProps {
  count: number;
  /** Shows the new alerts (rereads the list, scrolls to its top). */
  onShow: () => void;
  className?: string;
}

/** "3 new alerts": how many arrived since the list was shown; pressing it shows them. */
export const newAlertsText = (count: number) =>
  `${formatCount(count)} new ${count === 1 ? 'alert' : 'alerts'}`;

/**
 * The pill above a list that new alerts wait in (issue 29 item 4), so rows never move under the
 * cursor. The region is polite and live: a screen reader hears the count change.
 */
export function NewAlertsPill({ count, onShow, className }: NewAlertsPillProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex justify-center', className)}>
      {count > 0 ? (
        <button
          type="button"
          onClick={onShow}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white shadow-card hover:bg-brand-700',
            focusRing,
          )}
        >
          <span aria-hidden="true">↑</span>
          {newAlertsText(count)}
        </button>
      ) : null}
    </div>
  );
}
