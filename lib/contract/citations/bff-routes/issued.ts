import { bffRoute } from '../../define-endpoint';
import type { IssuedCitation } from '../issued';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationOverrideRequest,
  CitationStatusRequest,
  CitationSummaryResponse,
  CitationVoidRequest,
} from '../bff/issued';

/** The BFF routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images (plain data: see define-endpoint.ts). */
export const citationIssuedBffRoutes = {
  citationList: bffRoute<
    CitationListResponse,
    undefined,
    { page?: number; location?: string; search?: string; tz?: string }
  >()({
    id: 'citationIssuedList',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued',
    access: 'org',
    summary:
      'Issued violations newest first, 50 a page from page 0, at a location or All; `search` (upper-cased) finds a notice number or plate instead. Amounts due in the zone `tz`.',
  }),
  citationSummary: bffRoute<CitationSummaryResponse, undefined, { tz?: string }>()({
    id: 'citationIssuedSummary',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/summary',
    access: 'org',
    summary: 'The summary cards (citation stats in the zone `tz`) and the location filter choices.',
  }),
  citationDetail: bffRoute<IssuedCitation, undefined, { tz?: string }>()({
    id: 'citationIssuedDetail',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid',
    access: 'org',
    summary: 'One issued violation, its amount due today (late fees included) and images.',
  }),
  citationActivity: bffRoute<CitationActivityResponse>()({
    id: 'citationIssuedActivity',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid/logs',
    access: 'org',
    summary: "The notice's citation log and its verify log (the plate's scans).",
  }),
  citationImage: bffRoute<unknown>()({
    id: 'citationIssuedImage',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid/images/:file',
    access: 'org',
    summary: 'One evidence image of the notice, streamed from the provider.',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
  citationDeleteImage: bffRoute<IssuedCitation, undefined, { tz?: string }>()({
    id: 'citationIssuedDeleteImage',
    area: 'citations',
    method: 'DELETE',
    path: '/api/citations/issued/:uuid/images/:file',
    access: 'org',
    summary: 'Removes one evidence image of the notice (logged).',
  }),
  citationVoid: bffRoute<IssuedCitation, CitationVoidRequest, { tz?: string }>()({
    id: 'citationIssuedVoid',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/void',
    access: 'org',
    summary: 'Void (void: true, voidDate now) or Unvoid (void: false) with an optional message.',
  }),
  citationStatus: bffRoute<IssuedCitation, CitationStatusRequest, { tz?: string }>()({
    id: 'citationIssuedStatus',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/status',
    access: 'org',
    summary:
      'The status menu: Paid (paid off platform), Uncollectable or Reopen (open) with an optional message; Void is the void route.',
  }),
  citationOverride: bffRoute<IssuedCitation, CitationOverrideRequest, { tz?: string }>()({
    id: 'citationIssuedOverride',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/override',
    access: 'org',
    summary: 'Overrides the amount due (cents) with a note.',
  }),
};
