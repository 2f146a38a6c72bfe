import { routesOf } from '../define-endpoint';
import type { DataRequestSummary } from './data-requests';
import type { LookupPolicy } from './lookups';
import type { RetentionBody, RetentionPreview, RetentionSettings } from './retention';

/** A data request as typed: a plate or a customer e-mail (the other left empty). */
export type DataRequestInput = { plate?: string; email?: string };

const route = routesOf('privacy');

/** The BFF routes of Settings → Privacy: retention (plain data: see define-endpoint.ts). */
export const privacyBffRoutes = {
  retention: route.get<RetentionSettings>()('bffGetRetention', '/api/privacy/retention', 'org'),
  previewRetention: route.post<RetentionPreview, RetentionBody>()(
    'bffPreviewRetention',
    '/api/privacy/retention/preview',
    'org',
  ),
  saveRetention: route.put<RetentionSettings, RetentionBody>()(
    'bffSaveRetention',
    '/api/privacy/retention',
    'org',
  ),
};

/** The BFF routes of Settings → Privacy, the look-up policy (plain data: see define-endpoint.ts). */
export const privacyLookupBffRoutes = {
  lookupPolicy: route.get<LookupPolicy>()('bffLookupPolicy', '/api/privacy/lookups', 'org'),
  updateLookupPolicy: route.put<LookupPolicy, LookupPolicy>()(
    'bffUpdateLookupPolicy',
    '/api/privacy/lookups',
    'org',
  ),
};

/** The BFF routes of a person's data on request (plain data: see define-endpoint.ts). */
export const dataRequestBffRoutes = {
  dataRequestSummary: route.get<DataRequestSummary, DataRequestInput>()(
    'bffDataRequestSummary',
    '/api/data-requests',
    'org',
  ),
  dataRequestExport: route.get<Blob, DataRequestInput>()(
    'bffDataRequestExport',
    '/api/data-requests/export.zip',
    'org',
    { mediaTypes: ['application/zip'] },
  ),
};
