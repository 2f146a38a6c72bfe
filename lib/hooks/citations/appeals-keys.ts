/**
 * The SWR keys of the appeals screens (BFF paths). Not a client module: a page's server component
 * builds the same key from the same URL state for its first view.
 */
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import {
  APPEAL_STATUS_FILTERS,
  type AppealStatusFilter,
} from '@/lib/rules/citations/appeal-status';
import { endpointKey } from '../endpoint-key';

export interface AppealFilters {
  /** From 0. */
  page: number;
  /** A location's uuid or 'All'. */
  location: string;
  status: AppealStatusFilter;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (raw: string | string[] | undefined | null) => (Array.isArray(raw) ? raw[0] : raw);

/** The list's URL state (?page=&location=&status=), defaults page 0, All, 'Needs Review'. */
export function appealFiltersOf(
  params: Record<string, string | string[] | undefined>,
): AppealFilters {
  const page = Number(first(params.page));
  const location = first(params.location) ?? '';
  const status = first(params.status);
  return {
    page: Number.isInteger(page) && page >= 0 && page <= 100_000 ? page : 0,
    location: UUID.test(location) ? location.toLowerCase() : 'All',
    status: (APPEAL_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as AppealStatusFilter)
      : 'Needs Review',
  };
}

/** The list screen's own address for these filters (defaults left out). */
export function appealsHref(f: AppealFilters): string {
  const q = new URLSearchParams();
  if (f.page > 0) q.set('page', String(f.page));
  if (f.location !== 'All') q.set('location', f.location);
  if (f.status !== 'Needs Review') q.set('status', f.status);
  const s = q.toString();
  return s ? `/citations/appeals?${s}` : '/citations/appeals';
}

export function appealListKey(f: AppealFilters): string {
  return endpointKey(
    routes.listAppeals,
    {},
    { page: f.page, location: f.location, status: f.status },
  );
}

export function appealKey(citation: string): string {
  return endpointKey(routes.getAppeal, { citation });
}

/** The appeal detail page (opened in a new tab). */
export const appealDetailHref = (citation: string) => `/citations/appeals/detail/${citation}`;
