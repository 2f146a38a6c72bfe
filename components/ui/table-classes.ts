/** Borders sit on cells: rows take none in a separated table (needed for the sticky header). */
export const bodyCell = 'border-b border-gray-100 [tr:last-child>&]:border-b-0';

export const alignClass = {
  left: 'text-left',
  right: 'text-right',
  center: 'text-center',
} as const;

/** A cell's padding by the table's density. */
export const cellPaddingOf = (density: 'normal' | 'compact') =>
  density === 'compact' ? 'px-3 py-1.5' : 'px-4 py-2.5';
