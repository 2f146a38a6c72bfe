import { bffRoute } from '../../define-endpoint';
import type {
  CitationConnectStatus,
  CitationTypeBody,
  CitationTypeDeleteBody,
  CitationTypeUpdateBody,
} from '../types';
import type { CitationTypeResponse, CitationTypesResponse } from '../bff/types';

type Ok = { ok: true };

/** The BFF routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation (plain data: see define-endpoint.ts). */
export const citationTypesBffRoutes = {
  citationTypes: bffRoute<CitationTypesResponse>()({
    id: 'citationTypes',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/types',
    access: 'org',
  }),
  citationActivate: bffRoute<CitationConnectStatus>()({
    id: 'citationActivate',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/activate',
    access: 'org',
  }),
  citationVerify: bffRoute<{ url: string }>()({
    id: 'citationVerify',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/verify',
    access: 'org',
  }),
  createCitationType: bffRoute<CitationTypeResponse, CitationTypeBody>()({
    id: 'createCitationType',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types',
    access: 'org',
    status: 201,
  }),
  citationType: bffRoute<CitationTypeResponse>()({
    id: 'citationType',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/types/:uuid',
    access: 'org',
  }),
  updateCitationType: bffRoute<CitationTypeResponse, CitationTypeUpdateBody>()({
    id: 'updateCitationType',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/types/:uuid',
    access: 'org',
  }),
  archiveCitationType: bffRoute<CitationTypeResponse, { isArchived: boolean }>()({
    id: 'archiveCitationType',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/types/:uuid/archive',
    access: 'org',
  }),
  deleteCitationType: bffRoute<Ok, CitationTypeDeleteBody>()({
    id: 'deleteCitationType',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/delete',
    access: 'org',
  }),
};
