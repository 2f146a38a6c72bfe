import { bffRoute } from '../../define-endpoint';
import type {
  CitationLocation,
  CitationPortalSettingsBody,
  CitationProductSettings,
  CitationProductSettingsBody,
} from '../settings';
import type { CitationPortalView, ViolationSettingsView } from '../bff/settings';

type Ok = { ok: true };

/** The BFF routes of citations: violation settings: locations, ticket copy, appeal window (plain data: see define-endpoint.ts). */
export const citationSettingsBffRoutes = {
  violationSettings: bffRoute<ViolationSettingsView>()({
    id: 'violationSettings',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/settings',
    access: 'org',
  }),
  addCitationLocation: bffRoute<CitationLocation, { name: string }>()({
    id: 'addCitationLocation',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/settings/locations',
    access: 'org',
    status: 201,
  }),
  deleteCitationLocation: bffRoute<Ok>()({
    id: 'deleteCitationLocation',
    area: 'citations',
    method: 'DELETE',
    path: '/api/citations/settings/locations/:uuid',
    access: 'org',
  }),
  saveAppealWindow: bffRoute<CitationProductSettings, CitationProductSettingsBody>()({
    id: 'saveAppealWindow',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/appeal-window',
    access: 'org',
  }),
  saveAppealEmail: bffRoute<CitationProductSettings, { email: string }>()({
    id: 'saveAppealEmail',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/appeal-email',
    access: 'org',
  }),
  citationPortalSettings: bffRoute<CitationPortalView>()({
    id: 'citationPortalSettings',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/settings/portal',
    access: 'org',
  }),
  saveCitationPortalSettings: bffRoute<CitationPortalView, CitationPortalSettingsBody>()({
    id: 'saveCitationPortalSettings',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/portal',
    access: 'org',
  }),
};
