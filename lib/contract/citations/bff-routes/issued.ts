import { routesOf } from '../../define-endpoint';
import type { IssuedCitation } from '../issued';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationOverrideRequest,
  CitationStatusRequest,
  CitationSummaryResponse,
  CitationVoidRequest,
} from '../bff/issued';

const route = routesOf('citations');

/** The BFF routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images (plain data: see define-endpoint.ts). */
export const citationIssuedBffRoutes = {
  citationList: route.get<
    CitationListResponse,
    { page?: number; location?: string; search?: string; tz?: string }
  >()('citationIssuedList', '/api/citations/issued', 'org'),
  citationSummary: route.get<CitationSummaryResponse, { tz?: string }>()(
    'citationIssuedSummary',
    '/api/citations/issued/summary',
    'org',
  ),
  citationDetail: route.get<IssuedCitation, { tz?: string }>()(
    'citationIssuedDetail',
    '/api/citations/issued/:uuid',
    'org',
  ),
  citationActivity: route.get<CitationActivityResponse>()(
    'citationIssuedActivity',
    '/api/citations/issued/:uuid/logs',
    'org',
  ),
  citationImage: route.get<unknown>()(
    'citationIssuedImage',
    '/api/citations/issued/:uuid/images/:file',
    'org',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
  citationDeleteImage: route.delete<IssuedCitation, undefined, { tz?: string }>()(
    'citationIssuedDeleteImage',
    '/api/citations/issued/:uuid/images/:file',
    'org',
  ),
  citationVoid: route.put<IssuedCitation, CitationVoidRequest, { tz?: string }>()(
    'citationIssuedVoid',
    '/api/citations/issued/:uuid/void',
    'org',
  ),
  citationStatus: route.put<IssuedCitation, CitationStatusRequest, { tz?: string }>()(
    'citationIssuedStatus',
    '/api/citations/issued/:uuid/status',
    'org',
  ),
  citationOverride: route.put<IssuedCitation, CitationOverrideRequest, { tz?: string }>()(
    'citationIssuedOverride',
    '/api/citations/issued/:uuid/override',
    'org',
  ),
};
