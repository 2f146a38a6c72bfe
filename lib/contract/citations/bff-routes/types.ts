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
    summary:
      'The violation types (active and archived, with isUsed) and the payouts status the screens read (with citationProductsExist).',
  }),
  citationActivate: bffRoute<CitationConnectStatus>()({
    id: 'citationActivate',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/activate',
    access: 'org',
    summary:
      "'Activate Vert Violations': creates the connected account, then reads the status again.",
  }),
  citationVerify: bffRoute<{ url: string }>()({
    id: 'citationVerify',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/verify',
    access: 'org',
    summary: "'Verify business': the payouts account's setup URL the browser goes to.",
  }),
  createCitationType: bffRoute<CitationTypeResponse, CitationTypeBody>()({
    id: 'createCitationType',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types',
    access: 'org',
    status: 201,
    summary: 'Creates a violation type (spec 3 §5 rules).',
  }),
  citationType: bffRoute<CitationTypeResponse>()({
    id: 'citationType',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/types/:uuid',
    access: 'org',
    summary: 'One violation type (the edit form).',
  }),
  updateCitationType: bffRoute<CitationTypeResponse, CitationTypeUpdateBody>()({
    id: 'updateCitationType',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/types/:uuid',
    access: 'org',
    summary: 'Edits a violation type; prices cannot change after creation.',
  }),
  archiveCitationType: bffRoute<CitationTypeResponse, { isArchived: boolean }>()({
    id: 'archiveCitationType',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/types/:uuid/archive',
    access: 'org',
    summary: 'Archives or unarchives a violation type.',
  }),
  deleteCitationType: bffRoute<Ok, CitationTypeDeleteBody>()({
    id: 'deleteCitationType',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/types/delete',
    access: 'org',
    summary:
      'Deletes a never-used violation type (409 otherwise); the body is the citation type (spec 3 §7).',
  }),
};
