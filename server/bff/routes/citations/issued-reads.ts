import 'server-only';
import {
  getCitation,
  getCitationLogs,
  getCitationStats,
  getVerifyLogs,
  listCitations,
  searchCitations,
  type IssuedCitation,
} from '@/lib/contract';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationSummaryResponse,
} from '@/lib/contract/citations/bff';
import type { OrgCaller } from '../../context';
import { loadCitationLocations } from './issued-locations';

/** The reads of the issued-violations endpoints (issued.ts). */

export interface CitationListQuery {
  page?: number;
  location?: string;
  search?: string | null;
  tz: string;
}

/** Where the browser loads a notice's evidence image: the BFF's own route. */
export const citationImageUrl = (citation: string, file: string) =>
  `/api/citations/issued/${encodeURIComponent(citation)}/images/${encodeURIComponent(file)}`;

/** The file uuid at the end of a provider image address (imageURLs). */
export const imageFileOf = (providerUrl: string) => providerUrl.split('/').pop() ?? '';

/** A notice as the browser gets it: its images through the BFF's own route. */
export function forBrowser(citation: IssuedCitation): IssuedCitation {
  return {
    ...citation,
    imageURLs: citation.imageURLs.map((u) => citationImageUrl(citation.uuid, imageFileOf(u))),
  };
}

/** /citations/issued: a page (from 0) at a location or All, or the search (upper-cased). */
export async function loadCitationList(
  p: OrgCaller,
  query: CitationListQuery,
): Promise<CitationListResponse> {
  const page = query.page ?? 0;
  const location = query.location || 'All';
  const search = query.search?.trim().toUpperCase() || null;
  if (search) {
    const found = await p.call(searchCitations, {
      params: { entity: p.entity },
      query: { term: search, timezone: query.tz },
    });
    return {
      citations: found.map(forBrowser),
      page: 0,
      hasNext: false,
      location,
      search,
    };
  }
  const answer = await p.call(listCitations, {
    params: { entity: p.entity },
    query: { page, location, timezone: query.tz },
  });
  return { ...answer, citations: answer.citations.map(forBrowser), location, search: null };
}

/** The summary cards and the location choices. */
export async function loadCitationSummary(
  p: OrgCaller,
  tz: string,
): Promise<CitationSummaryResponse> {
  const [stats, locations] = await Promise.all([
    p.call(getCitationStats, { params: { entity: p.entity }, query: { timezone: tz } }),
    loadCitationLocations(p),
  ]);
  return { stats, locations };
}

/** One notice (another organisation's: 404). */
export async function loadCitation(
  p: OrgCaller,
  uuid: string,
  tz: string,
): Promise<IssuedCitation> {
  return forBrowser(
    await p.call(getCitation, { params: { entity: p.entity, uuid }, query: { timezone: tz } }),
  );
}

/** The citation log and the verify log of the notice's plate. */
export async function loadCitationActivity(
  p: OrgCaller,
  uuid: string,
): Promise<CitationActivityResponse> {
  const citation = await p.call(getCitation, {
    params: { entity: p.entity, uuid },
    query: { timezone: 'UTC' },
  });
  const [logs, verify] = await Promise.all([
    p.call(getCitationLogs, { params: { entity: p.entity, uuid } }),
    p.call(getVerifyLogs, { params: { entity: p.entity }, query: { plate: citation.plate } }),
  ]);
  return { logs, verify };
}
