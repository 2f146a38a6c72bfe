import 'server-only';
import {
  getLookupPolicy,
  lookupPolicy,
  lookupPolicyBody,
  updateLookupPolicy,
} from '@/lib/contract/privacy';
import { privacyMessages } from '@/lib/messages/privacy';
import { privacyLookupBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { endpoint } from '../../endpoint';

/**
 * /api/privacy/lookups: whether the session's organisation requires a reason before a plate
 * look-up (issue 30 item 2). Staff read it (the dashboard asks for the reason first); super
 * administrators change it (the provider refuses anyone else, and records the change).
 */
export const privacyLookupEndpoints = [
  endpoint(routes.lookupPolicy, {
    summary: 'Whether a plate look-up needs a reason in this organization.',
    response: lookupPolicy,
    handler: ({ caller }) => caller.call(getLookupPolicy, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.updateLookupPolicy, {
    summary: 'Turns the reason requirement of plate look-ups on or off (super administrators).',
    body: lookupPolicyBody,
    response: lookupPolicy,
    errors: { 403: privacyMessages.privacySuperAdminOnly },
    handler: ({ caller, body }) =>
      caller.call(updateLookupPolicy, { params: { entity: caller.entity }, body }),
  }),
];
