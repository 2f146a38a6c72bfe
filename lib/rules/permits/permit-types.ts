/**
 * The permit types list (spec 2 §2, §4): sorting, the payouts panel and the graph's rows, as
 * pure functions the screen and its tests share.
 */

export type PermitTypeSortColumn = 'name' | 'createdOn';
export interface PermitTypeSort {
  columnId: PermitTypeSortColumn;
  direction: 'asc' | 'desc';
}

/** Newest first until the user sorts. */
export const DEFAULT_TYPE_SORT: PermitTypeSort = { columnId: 'createdOn', direction: 'desc' };

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted by name (case-insensitive, numbers in order) or by created-on; ties by uuid. */
export function sortPermitTypes<T extends { uuid: string; name: string; createdOn: string }>(
  rows: readonly T[],
  sort: PermitTypeSort,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      sort.columnId === 'name'
        ? byName.compare(a.name, b.name)
        : new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime();
    return primary !== 0 ? sign * primary : a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
  });
}

export interface ConnectState {
  accountExists: boolean;
  accountActive: boolean;
}

/**
 * The payouts panel (spec 2 §4): no account → 'Activate Vert Permits'; an account that is not
 * active → only free permits, 'Verify business'; active → no panel.
 */
export function payoutsPanel(status: ConnectState): 'activate' | 'verify' | null {
  if (!status.accountExists) return 'activate';
  if (!status.accountActive) return 'verify';
  return null;
}

export const PAYOUTS_PANEL_TEXTS = {
  activateTitle: 'Activate Vert Permits',
  activateBody:
    'Activate permits to create permit types and let customers register on your permit portal.',
  verifyTitle: 'Only free permits can be created',
  verifyBody:
    'Verify your business and connect a bank account to sell priced permits. Until then only free permits can be created.',
  verifyButton: 'Verify business',
} as const;

export interface PermitGraphData {
  activeCount: number[];
  waitingCount: number[];
  last7Days: string[];
}

export interface PermitGraphRow {
  day: string;
  active: number;
  pending: number;
}

/** One row per day (oldest first), missing counts read as 0. */
export function permitGraphRows(graph: PermitGraphData): PermitGraphRow[] {
  return graph.last7Days.map((day, i) => ({
    day,
    active: graph.activeCount[i] ?? 0,
    pending: graph.waitingCount[i] ?? 0,
  }));
}

export type PermitGraphSeries = 'active' | 'pending';

/**
 * The tallest bar of one series (at least 1, so an empty week draws flat bars). Each series has
 * its own panel and scale: a few pending beside ~430 active stay readable (issue 27 item 17).
 */
export function permitGraphMax(rows: readonly PermitGraphRow[], series: PermitGraphSeries): number {
  return Math.max(1, ...rows.map((r) => r[series]));
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A graph day ('2026-11-24', a UTC calendar day) as 'Nov 24'. */
export function graphDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}
