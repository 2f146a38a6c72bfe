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
  }),
  citationSummary: bffRoute<CitationSummaryResponse, undefined, { tz?: string }>()({
    id: 'citationIssuedSummary',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/summary',
    access: 'org',
  }),
  citationDetail: bffRoute<IssuedCitation, undefined, { tz?: string }>()({
    id: 'citationIssuedDetail',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid',
    access: 'org',
  }),
  citationActivity: bffRoute<CitationActivityResponse>()({
    id: 'citationIssuedActivity',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid/logs',
    access: 'org',
  }),
  citationImage: bffRoute<unknown>()({
    id: 'citationIssuedImage',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/issued/:uuid/images/:file',
    access: 'org',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
  citationDeleteImage: bffRoute<IssuedCitation, undefined, { tz?: string }>()({
    id: 'citationIssuedDeleteImage',
    area: 'citations',
    method: 'DELETE',
    path: '/api/citations/issued/:uuid/images/:file',
    access: 'org',
  }),
  citationVoid: bffRoute<IssuedCitation, CitationVoidRequest, { tz?: string }>()({
    id: 'citationIssuedVoid',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/void',
    access: 'org',
  }),
  citationStatus: bffRoute<IssuedCitation, CitationStatusRequest, { tz?: string }>()({
    id: 'citationIssuedStatus',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/status',
    access: 'org',
  }),
  citationOverride: bffRoute<IssuedCitation, CitationOverrideRequest, { tz?: string }>()({
    id: 'citationIssuedOverride',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/issued/:uuid/override',
    access: 'org',
  }),
};
