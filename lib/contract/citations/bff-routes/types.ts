import { routesOf } from '../../define-endpoint';
import type {
  CitationConnectStatus,
  CitationTypeBody,
  CitationTypeDeleteBody,
  CitationTypeUpdateBody,
} from '../types';
import type { CitationTypeResponse, CitationTypesResponse } from '../bff/types';

type Ok = { ok: true };

const route = routesOf('citations');

/** The BFF routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation (plain data: see define-endpoint.ts). */
export const citationTypesBffRoutes = {
  citationTypes: route.get<CitationTypesResponse>()('citationTypes', '/api/citations/types', 'org'),
  citationActivate: route.post<CitationConnectStatus>()(
    'citationActivate',
    '/api/citations/types/activate',
    'org',
  ),
  citationVerify: route.post<{ url: string }>()(
    'citationVerify',
    '/api/citations/types/verify',
    'org',
  ),
  createCitationType: route.post<CitationTypeResponse, CitationTypeBody>()(
    'createCitationType',
    '/api/citations/types',
    'org',
    { status: 201 },
  ),
  citationType: route.get<CitationTypeResponse>()(
    'citationType',
    '/api/citations/types/:uuid',
    'org',
  ),
  updateCitationType: route.put<CitationTypeResponse, CitationTypeUpdateBody>()(
    'updateCitationType',
    '/api/citations/types/:uuid',
    'org',
  ),
  archiveCitationType: route.put<CitationTypeResponse, { isArchived: boolean }>()(
    'archiveCitationType',
    '/api/citations/types/:uuid/archive',
    'org',
  ),
  deleteCitationType: route.post<Ok, CitationTypeDeleteBody>()(
    'deleteCitationType',
    '/api/citations/types/delete',
    'org',
  ),
};
