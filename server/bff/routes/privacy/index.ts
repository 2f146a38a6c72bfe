import 'server-only';
import { privacyMessages } from '@/lib/messages/privacy';
import { bffArea } from '../../endpoint';
import { retentionEndpoints } from './retention';

/** Settings → Privacy: super administrators only; everyone else reads 'Access denied…'. */
export const privacyArea = bffArea(
  {
    PRIVACY_DENIED: { status: 403, message: privacyMessages.privacyDenied },
    FORBIDDEN: { status: 403, message: privacyMessages.privacyDenied },
  },
  retentionEndpoints,
);
