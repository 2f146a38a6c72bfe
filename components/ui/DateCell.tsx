'use client';

import { formatDate, formatDateTime } from '@/lib/format';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

export interface DateCellProps {
  value: Date | string | number | null | undefined;
  /** Shown when there is no date ('Pending payment'). */
  fallback?: string;
}

/**
 * A date and time in a table cell, as DateText writes it ('Nov 28, 2026 5:03 PM'): on one line
 * where the table has room, else the time goes whole under the date ('Nov 28, 2026' / '5:03 PM'),
 * so a wide table fits its width instead of cutting columns.
 */
export function DateCell({ value, fallback = '' }: DateCellProps) {
  const zone = useDisplayTimeZone();
  const full = formatDateTime(value, '', zone);
  if (!full) return <span className="block min-w-[6.5rem]">{fallback}</span>;
  const date = formatDate(value, '', zone);
  return (
    <span className="block min-w-[6.5rem]">
      <span className="whitespace-nowrap">{date}</span>{' '}
      <span className="whitespace-nowrap">{full.slice(date.length + 1)}</span>
    </span>
  );
}
