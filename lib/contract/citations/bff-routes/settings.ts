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
    summary:
      'The violation settings screen: whether the subdomain and title are set, the locations, the appeal window and the read-only ticket copy.',
  }),
  addCitationLocation: bffRoute<CitationLocation, { name: string }>()({
    id: 'addCitationLocation',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/settings/locations',
    access: 'org',
    status: 201,
    summary: 'Adds a ticket location by name.',
  }),
  deleteCitationLocation: bffRoute<Ok>()({
    id: 'deleteCitationLocation',
    area: 'citations',
    method: 'DELETE',
    path: '/api/citations/settings/locations/:uuid',
    access: 'org',
    summary: 'Deletes a ticket location.',
  }),
  saveAppealWindow: bffRoute<CitationProductSettings, CitationProductSettingsBody>()({
    id: 'saveAppealWindow',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/appeal-window',
    access: 'org',
    summary: 'Saves the appeal window in days (empty: appealable at any time).',
  }),
  saveAppealEmail: bffRoute<CitationProductSettings, { email: string }>()({
    id: 'saveAppealEmail',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/appeal-email',
    access: 'org',
    summary: 'Sets the appeal notification e-mail (a valid address).',
  }),
  citationPortalSettings: bffRoute<CitationPortalView>()({
    id: 'citationPortalSettings',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/settings/portal',
    access: 'org',
    summary:
      "The violation portal's private mode and header texts with their defaults (brand title; portal address, QR code, no cash payments).",
  }),
  saveCitationPortalSettings: bffRoute<CitationPortalView, CitationPortalSettingsBody>()({
    id: 'saveCitationPortalSettings',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/settings/portal',
    access: 'org',
    summary: "Saves the violation portal's private mode and header texts (empty: the defaults).",
  }),
};
