import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { getSubscription } from '../auth';
import { billingOverview, subscriptionBody } from './subscription';
import { getPayoutsSetupUrl, payoutsStatus } from './payouts';
import { billingBffRoutes } from './bff-routes';

const DENIED = { 403: 'Only super administrators of the organisation (BILLING_DENIED).' };

/** The BFF endpoints of subscription and billing. */
export const billingEndpoints: EndpointDefinition[] = [
  defineEndpoint(billingBffRoutes.getSubscription, { response: getSubscription.response }),
  defineEndpoint(billingBffRoutes.getPayouts, { response: payoutsStatus, errors: DENIED }),
  defineEndpoint(billingBffRoutes.activatePayouts, {
    response: payoutsStatus,
    errors: { ...DENIED, 409: 'A customer portal subdomain must be configured first.' },
  }),
  defineEndpoint(billingBffRoutes.payoutsSetup, {
    response: getPayoutsSetupUrl.response,
    errors: { ...DENIED, 409: 'Activate payments first.' },
  }),
  defineEndpoint(billingBffRoutes.getBilling, { response: billingOverview, errors: DENIED }),
  defineEndpoint(billingBffRoutes.startSubscription, {
    body: subscriptionBody,
    response: billingOverview,
    errors: DENIED,
  }),
];
