import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { getSubscription } from '../auth';
import { billingOverview, subscriptionBody } from './subscription';
import { getPayoutsSetupUrl, payoutsStatus } from './payouts';
import { billingBffRoutes } from './bff-routes';

const DENIED = { 403: 'Only super administrators of the organisation (BILLING_DENIED).' };

/** The BFF endpoints of subscription and billing. */
export const billingEndpoints: EndpointDefinition[] = [
  defineEndpoint(billingBffRoutes.getSubscription, {
    summary: 'Subscription and trial state of the chosen organisation.',
    response: getSubscription.response,
  }),
  defineEndpoint(billingBffRoutes.getPayouts, {
    summary: 'The payouts setup checklist.',
    response: payoutsStatus,
    errors: DENIED,
  }),
  defineEndpoint(billingBffRoutes.activatePayouts, {
    summary: 'Activates payments (creates the payouts account).',
    response: payoutsStatus,
    errors: { ...DENIED, 409: 'A customer portal subdomain must be configured first.' },
  }),
  defineEndpoint(billingBffRoutes.payoutsSetup, {
    summary: 'The verification URL the browser goes to.',
    response: getPayoutsSetupUrl.response,
    errors: { ...DENIED, 409: 'Activate payments first.' },
  }),
  defineEndpoint(billingBffRoutes.getBilling, {
    summary: 'The subscription of the billing screen.',
    response: billingOverview,
    errors: DENIED,
  }),
  defineEndpoint(billingBffRoutes.startSubscription, {
    summary: 'Starts or changes the subscription.',
    body: subscriptionBody,
    response: billingOverview,
    errors: DENIED,
  }),
];
