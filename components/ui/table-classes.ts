/**
 * A body cell's padding (by the table's density), bottom border (borders sit on cells: rows take
 * none in a separated table, needed for the sticky header; none on the last row) and type: one
 * short class of app/globals.css (.data-cell), not ~110 characters of utilities on each of a
 * page's ~1,000 cells (HTML size, style matching on a phone).
 */
export const bodyCellOf = (density: 'normal' | 'compact') =>
  density === 'compact' ? 'data-cell data-cell-compact' : 'data-cell';

/** A cell's alignment (a body cell is left-aligned by .data-cell: only right and center written). */
export const alignClass = {
  left: 'text-left',
  right: 'text-right',
  center: 'text-center',
} as const;

/** A header cell's padding by the table's density. */
export const cellPaddingOf = (density: 'normal' | 'compact') =>
  density === 'compact' ? 'px-3 py-1.5' : 'px-4 py-2.5';
