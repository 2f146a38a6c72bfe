import 'server-only';
import {
  getRetention,
  previewRetention,
  putRetention,
  retentionBody,
  retentionPreview,
  retentionSettings,
} from '@/lib/contract';
import { privacyBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { privacyMessages as pm } from '@/lib/messages/privacy';
import { endpoint } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';

/**
 * /api/privacy/retention: Settings → Privacy. Retention per kind of data, how many records the
 * unsaved values would remove today, and the save. Super administrators of the session's
 * organisation only (the provider's PRIVACY access; everyone else reads 'Access denied…').
 */

const DENIED = { 403: 'Only super administrators of the organisation (PRIVACY_DENIED).' };

export const retentionEndpoints = [
  endpoint(routes.retention, {
    summary: "The organisation's retention per kind of data (months) and its last purges.",
    response: retentionSettings,
    errors: DENIED,
    refusals: {
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.retentionLoadFailed },
    },
    handler: ({ caller }) => caller.call(getRetention, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.previewRetention, {
    summary: 'How many records each (unsaved) horizon would remove today; nothing is removed.',
    body: retentionBody,
    response: retentionPreview,
    errors: DENIED,
    refusals: {
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.retentionPreviewFailed },
    },
    handler: ({ caller, body }) =>
      caller.call(previewRetention, { params: { entity: caller.entity }, body }),
  }),

  endpoint(routes.saveRetention, {
    summary: 'Saves the retention per kind of data (audited: retention.updated).',
    body: retentionBody,
    response: retentionSettings,
    errors: DENIED,
    refusals: {
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.retentionSaveFailed },
    },
    handler: ({ caller, body }) =>
      caller.call(putRetention, { params: { entity: caller.entity }, body }),
  }),
];
