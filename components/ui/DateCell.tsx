'use client';

import { DateText, type DateTextProps } from './DateText';

/**
 * A date and time in a table cell: one line where the table has room, else the time goes under
 * the date ('Nov 28, 2026' / '5:03 PM'), so a wide table fits its width instead of cutting columns.
 */
export function DateCell(props: DateTextProps) {
  return (
    <span className="block min-w-[6.5rem]">
      <DateText {...props} />
    </span>
  );
}
