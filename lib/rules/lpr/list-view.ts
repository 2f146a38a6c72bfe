/**
 * The view of the scans and alerts lists (spec 1 §2, §4: modes all, per member / per list,
 * search) as URL query values, so back/forward, reloads and coming back keep it.
 */

/** The query key of the filter: a team member on /scans, a list on /alerts. */
export type ListFilterKey = 'member' | 'list';

export interface ListView {
  /** 1-based page; search results are not paged. */
  page: number;
  /** The member's or list's uuid; null for All. */
  filter: string | null;
  /** The upper-cased plate searched for; null when not searching. */
  q: string | null;
}

export const DEFAULT_VIEW: ListView = { page: 1, filter: null, q: null };

/** What the page-number field makes of typed text: whole numbers, at least 1 (spec 1 §5). */
export function clampPage(value: unknown, max?: number): number {
  const parsed =
    typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  let page = Number.isFinite(parsed) ? Math.floor(parsed) : 1;
  if (max !== undefined && max >= 1) page = Math.min(page, max);
  return Math.max(1, page);
}

interface QueryLike {
  get(name: string): string | null;
}

export function parseListView(params: QueryLike | null, filterKey: ListFilterKey): ListView {
  if (!params) return DEFAULT_VIEW;
  const q = params.get('q')?.trim().toUpperCase() || null;
  const filter = params.get(filterKey)?.trim() || null;
  const page = clampPage(params.get('page') ?? 1);
  if (q) return { page: 1, filter: null, q };
  return { page, filter, q: null };
}

/** The query string of a view ('' for page 1 of All), starting with '?' when not empty. */
export function listViewQuery(view: ListView, filterKey: ListFilterKey): string {
  const params = new URLSearchParams();
  if (view.q) {
    params.set('q', view.q);
  } else {
    if (view.filter) params.set(filterKey, view.filter);
    if (view.page > 1) params.set('page', String(view.page));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What the BFF list route is asked for a view (the query of its key, on the page and in the
 * screen's hook): a search asks for q alone; otherwise the page and the filter.
 */
export function listViewApiQuery(
  view: ListView,
  filterKey: ListFilterKey,
): Record<string, string | number | null> {
  if (view.q) return { q: view.q };
  return { page: view.page, [filterKey]: view.filter };
}

/** Number of pages of a view (at least 1). */
export function pageCountOf(count: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(count / pageSize));
}
