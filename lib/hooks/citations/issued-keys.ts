/**
 * The SWR keys of the issued-violations screens (BFF paths). Not a client module: a page's server
 * component builds the same key from the same URL state for its first view.
 */
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '../endpoint-key';

export interface CitationListState {
  /** From 0. */
  page: number;
  /** A location uuid or All. */
  location: string;
  /** Upper-cased notice number or plate, or null. */
  search: string | null;
}

/** /citations/issued?page=n&location=…&search=… in the zone `tz`. */
export function citationListKey(state: CitationListState, tz: string): string {
  return endpointKey(
    routes.citationList,
    {},
    {
      page: state.page > 0 ? state.page : undefined,
      location: state.location !== 'All' ? state.location : undefined,
      search: state.search || undefined,
      tz,
    },
  );
}

export const citationSummaryKey = (tz: string) => endpointKey(routes.citationSummary, {}, { tz });

export const citationKey = (uuid: string, tz: string) =>
  endpointKey(routes.citationDetail, { uuid }, { tz });

export const citationActivityKey = (uuid: string) => endpointKey(routes.citationActivity, { uuid });

/** The list's URL state from the page's query (page from 0, location All, search upper-cased). */
export function citationListState(query: {
  page?: string | string[];
  location?: string | string[];
  search?: string | string[];
}): CitationListState {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const page = Number(one(query.page));
  const location = one(query.location);
  const search = one(query.search).trim().toUpperCase().slice(0, 40);
  return {
    page: Number.isInteger(page) && page >= 0 && page <= 100_000 ? page : 0,
    location: /^[0-9a-f-]{36}$/i.test(location) ? location : 'All',
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
