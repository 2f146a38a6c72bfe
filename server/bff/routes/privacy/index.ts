import 'server-only';
import { privacyMessages } from '@/lib/messages/privacy';
import { bffArea } from '../../endpoint';
import { dataRequestEndpoints } from './data-requests';
import { privacyLookupEndpoints } from './lookups';
import { retentionEndpoints } from './retention';

/**
 * Settings → Privacy (retention, the look-up policy) and a person's data on request. Retention
 * is for super administrators only: everyone else reads 'Access denied…'. The look-up policy and
 * data requests read the provider's own refusals (each names what only super administrators do).
 */
export const privacyArea = [
  ...bffArea(
    {
      PRIVACY_DENIED: { status: 403, message: privacyMessages.privacyDenied },
      FORBIDDEN: { status: 403, message: privacyMessages.privacyDenied },
    },
    retentionEndpoints,
  ),
  ...bffArea({}, privacyLookupEndpoints, dataRequestEndpoints),
];
