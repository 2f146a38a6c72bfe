import 'server-only';
import { billingBffRoutes as routes } from '@/lib/contract/billing/bff-routes';
import { getSubscription } from '@/lib/contract';
import { endpoint } from '../../endpoint';

/** /api/subscription: the frame's trial banner and trial-ended dialog, for any role. */
export const subscriptionEndpoints = [
  endpoint(routes.getSubscription, {
    summary: 'Subscription and trial state of the chosen organisation.',
    response: getSubscription.response,
    handler: ({ caller }) => caller.call(getSubscription, { query: { entityuuid: caller.entity } }),
  }),
];
