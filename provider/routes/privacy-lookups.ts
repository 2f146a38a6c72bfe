import type { Hono, MiddlewareHandler } from 'hono';
import { getLookupPolicy, updateLookupPolicy } from '../../lib/contract';
import { privacyMessages } from '../../lib/messages/privacy';
import { fail } from '../../platform/errors';
import type { ProviderEnv } from '../http/env';
import {
  lookupPolicyOf,
  ORG_OWNER,
  STAFF,
  updateLookupPolicy as savePolicy,
} from '../services/access';
import { orgRoutes } from './org-routes';

/**
 * Settings → Privacy, the look-up policy (issue 30 item 2): staff read whether a reason is
 * required (the dashboard asks for one before a look-up), super administrators change it.
 */
export function mountPrivacyLookupRoutes(
  app: Hono<ProviderEnv>,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  // Super administrators, refused in this setting's words.
  const owner = orgRoutes(app, auth, {
    ...ORG_OWNER,
    refusal: () => fail.forbidden(privacyMessages.privacySuperAdminOnly),
  });
  staff.json(getLookupPolicy, ({ ctx }) => lookupPolicyOf(ctx));
  owner.json(updateLookupPolicy, ({ ctx, body }) => savePolicy(ctx, body));
}
