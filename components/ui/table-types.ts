import type { ReactNode, Ref } from 'react';

/** The rows to render of a virtual table (components/ui/VirtualTable computes them). */
export interface VisibleRows {
  /** Indexes of the rows in (or near) view. */
  indexes: number[];
  /** Heights of the spacer rows before and after them, keeping the scroll height. */
  padTop: number;
  padBottom: number;
  /** Every row is exactly this tall. */
  rowHeight: number;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** The cell's content; defaults to nothing. */
  cell: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** A CSS width for the column (e.g. '8rem', '20%'). */
  width?: string;
  /** Offers sorting on this column (needs `sort` and `onSortChange` on the table). */
  sortable?: boolean;
  /** Hides the header text visually (e.g. an actions column); it stays for screen readers. */
  hideHeader?: boolean;
  className?: string;
  headerClassName?: string;
}

export interface TableSelection {
  selectedIds: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel?: (id: string) => string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Makes rows clickable and focusable; Enter opens them too. */
  onRowClick?: (row: T) => void;
  /**
   * Makes each row a link to this address (null: that row opens nothing): a real `<a href>`
   * stretched over the row, so a click opens it even before the page's scripts have loaded (the
   * server-rendered first view), and Tab reaches it, Enter follows it, a middle click opens a
   * tab. Controls inside the row stay usable above it. Takes the place of `onRowClick`.
   */
  rowHref?: (row: T) => string | null;
  /** Accessible name of a clickable row or of its link (defaults to its cells' text). */
  rowLabel?: (row: T) => string;
  /** Rows to mark as in progress or current. */
  rowClassName?: (row: T) => string | undefined;
  /** Shown in one full-width row when there are no rows. */
  emptyText?: ReactNode;
  /** Shows skeleton rows instead of the data. */
  loading?: boolean;
  skeletonRows?: number;
  /**
   * Virtual tables: how many rows are expected once loaded (e.g. the list's plate count, known
   * from the server-rendered header). While loading, the body is that tall already, so the rows
   * arriving move nothing (no layout shift).
   */
  loadingRows?: number;
  /** A caption for screen readers. */
  caption?: string;
  /**
   * Scrolls the body within this height with the header kept visible (e.g. '70vh'); the scroll
   * box is then a focusable region (named `regionLabel`, else the caption) for keyboard scrolling.
   */
  maxHeight?: string;
  regionLabel?: string;
  /**
   * Only these rows are rendered (VirtualTable: thousands of rows, a few dozen in the DOM); rows
   * then carry aria-rowindex and the table aria-rowcount. `scrollRef` receives the scroll box.
   */
  visibleRows?: VisibleRows;
  scrollRef?: Ref<HTMLDivElement>;
  stickyHeader?: boolean;
  /** Controlled sorting: the table shows the state and reports clicks; the caller sorts. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Controlled row selection with a checkbox column. */
  selection?: TableSelection;
  /** Where the checkbox column sits: first (default) or last. */
  selectionPosition?: 'start' | 'end';
  /** Dense rows for long lists. */
  density?: 'normal' | 'compact';
  className?: string;
}
