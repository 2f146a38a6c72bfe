/**
 * The URL state of the issued-violations and appeals lists: read from the page's query, written
 * back as the screen's own address, and turned into its BFF route's query (the page's first view
 * and the screen's hook ask the same).
 */
import type { QueryValue } from '@/lib/contract/define-endpoint';
import { APPEAL_STATUS_FILTERS, type AppealStatusFilter } from './appeal-status';

type PageQuery = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (raw: string | string[] | undefined | null) => (Array.isArray(raw) ? raw[0] : raw);
const pageOf = (raw: string | string[] | undefined) => {
  const page = Number(first(raw));
  return Number.isInteger(page) && page >= 0 && page <= 100_000 ? page : 0;
};

export interface CitationListState {
  /** From 0. */
  page: number;
  /** A location uuid or All. */
  location: string;
  /** Upper-cased notice number or plate, or null. */
  search: string | null;
}

/** /citations/issued?page=n&location=…&search=… (page from 0, location All, search upper-cased). */
export function citationListState(query: PageQuery): CitationListState {
  const location = first(query.location) ?? '';
  const search = (first(query.search) ?? '').trim().toUpperCase().slice(0, 40);
  return {
    page: pageOf(query.page),
    location: UUID.test(location) ? location : 'All',
    search: search || null,
  };
}

/** Where the list lives for a state (page 0, All and no search: bare). */
export function citationListHref(state: CitationListState): string {
  const query = new URLSearchParams();
  if (state.page > 0) query.set('page', String(state.page));
  if (state.location !== 'All') query.set('location', state.location);
  if (state.search) query.set('search', state.search);
  const text = query.toString();
  return text ? `/citations/issued?${text}` : '/citations/issued';
}

/** The list route's query for a state, amounts due counted in the zone `tz`. */
export function citationListRouteQuery(
  state: CitationListState,
  tz: string,
): Record<string, QueryValue> {
  return {
    page: state.page > 0 ? state.page : undefined,
    location: state.location !== 'All' ? state.location : undefined,
    search: state.search || undefined,
    tz,
  };
}

export interface AppealFilters {
  /** From 0. */
  page: number;
  /** A location's uuid or 'All'. */
  location: string;
  status: AppealStatusFilter;
}

/** The appeals list's URL state (?page=&location=&status=), defaults page 0, All, 'Needs Review'. */
export function appealFiltersOf(query: PageQuery): AppealFilters {
  const location = first(query.location) ?? '';
  const status = first(query.status);
  return {
    page: pageOf(query.page),
    location: UUID.test(location) ? location.toLowerCase() : 'All',
    status: (APPEAL_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as AppealStatusFilter)
      : 'Needs Review',
  };
}

/** The appeals screen's own address for these filters (defaults left out). */
export function appealsHref(f: AppealFilters): string {
  const q = new URLSearchParams();
  if (f.page > 0) q.set('page', String(f.page));
  if (f.location !== 'All') q.set('location', f.location);
  if (f.status !== 'Needs Review') q.set('status', f.status);
  const s = q.toString();
  return s ? `/citations/appeals?${s}` : '/citations/appeals';
}

/** The appeals route's query for these filters. */
export const appealsRouteQuery = (f: AppealFilters): Record<string, QueryValue> => ({
  page: f.page,
  location: f.location,
  status: f.status,
});

/** The appeal detail page (opened in a new tab). */
export const appealDetailHref = (citation: string) => `/citations/appeals/detail/${citation}`;
