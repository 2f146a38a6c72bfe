import { routesOf } from '../define-endpoint';
import type { RetentionBody, RetentionPreview, RetentionSettings } from './retention';

const route = routesOf('privacy');

/** The BFF routes of Settings → Privacy (plain data: see define-endpoint.ts). */
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
