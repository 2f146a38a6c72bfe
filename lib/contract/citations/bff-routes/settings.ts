import { routesOf } from '../../define-endpoint';
import type {
  CitationLocation,
  CitationPortalSettingsBody,
  CitationProductSettings,
  CitationProductSettingsBody,
} from '../settings';
import type { CitationPortalView, ViolationSettingsView } from '../bff/settings';

type Ok = { ok: true };

const route = routesOf('citations');

/** The BFF routes of citations: violation settings: locations, ticket copy, appeal window (plain data: see define-endpoint.ts). */
export const citationSettingsBffRoutes = {
  violationSettings: route.get<ViolationSettingsView>()(
    'violationSettings',
    '/api/citations/settings',
    'org',
  ),
  addCitationLocation: route.post<CitationLocation, { name: string }>()(
    'addCitationLocation',
    '/api/citations/settings/locations',
    'org',
    { status: 201 },
  ),
  deleteCitationLocation: route.delete<Ok>()(
    'deleteCitationLocation',
    '/api/citations/settings/locations/:uuid',
    'org',
  ),
  saveAppealWindow: route.put<CitationProductSettings, CitationProductSettingsBody>()(
    'saveAppealWindow',
    '/api/citations/settings/appeal-window',
    'org',
  ),
  saveAppealEmail: route.put<CitationProductSettings, { email: string }>()(
    'saveAppealEmail',
    '/api/citations/settings/appeal-email',
    'org',
  ),
  citationPortalSettings: route.get<CitationPortalView>()(
    'citationPortalSettings',
    '/api/citations/settings/portal',
    'org',
  ),
  saveCitationPortalSettings: route.put<CitationPortalView, CitationPortalSettingsBody>()(
    'saveCitationPortalSettings',
    '/api/citations/settings/portal',
    'org',
  ),
};
