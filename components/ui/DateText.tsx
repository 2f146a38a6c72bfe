'use client';

import { formatDate, formatDateTime } from '@/lib/format';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

export interface DateTextProps {
  value: Date | string | number | null | undefined;
  /** Shown when there is no date. */
  fallback?: string;
  /** 'Nov 20, 2026' instead of 'Nov 20, 2026 3:05 PM'. */
  dateOnly?: boolean;
}

/**
 * A date as the screens show it, in the display zone (the browser's; on the server the one its
 * cookie told), so the server renders the text the browser hydrates.
 */
export function DateText({ value, fallback = '', dateOnly = false }: DateTextProps) {
  const zone = useDisplayTimeZone();
  return <>{(dateOnly ? formatDate : formatDateTime)(value, fallback, zone)}</>;
}
