import 'server-only';
import { billingBffRoutes as routes } from '@/lib/contract/billing/bff-routes';
import {
  billingOverview,
  createPayoutsAccount,
  getBilling,
  getPayoutsSetupUrl,
  getPayoutsStatus,
  payoutsStatus,
  startSubscription,
  subscriptionBody,
} from '@/lib/contract';
import { messages } from '@/lib/messages';
import { endpoint } from '../../endpoint';

/**
 * /api/billing: the payouts setup checklist (/billing-and-payouts) and the subscription
 * (/billing). Only super administrators of the session's organisation: everyone else gets 403
 * with the spec's 'Access denied…' text (the area's refusals).
 */

const DENIED = { 403: 'Only super administrators of the organisation (BILLING_DENIED).' };

export const billingEndpoints = [
  endpoint(routes.getPayouts, {
    summary: 'The payouts setup checklist.',
    response: payoutsStatus,
    errors: DENIED,
    handler: ({ caller }) => caller.call(getPayoutsStatus, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.activatePayouts, {
    summary: 'Activates payments (creates the payouts account).',
    response: payoutsStatus,
    errors: { ...DENIED, 409: 'A customer portal subdomain must be configured first.' },
    handler: ({ caller }) =>
      caller.call(createPayoutsAccount, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.payoutsSetup, {
    summary: 'The verification URL the browser goes to.',
    response: getPayoutsSetupUrl.response,
    errors: { ...DENIED, 409: messages.activatePaymentsFirst },
    handler: ({ caller }) => caller.call(getPayoutsSetupUrl, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.getBilling, {
    summary: 'The subscription of the billing screen.',
    response: billingOverview,
    errors: DENIED,
    handler: ({ caller }) => caller.call(getBilling, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.startSubscription, {
    summary: 'Starts or changes the subscription.',
    body: subscriptionBody,
    response: billingOverview,
    errors: DENIED,
    handler: ({ caller, body }) =>
      caller.call(startSubscription, { params: { entity: caller.entity }, body }),
  }),
];
