import { routesOf, type CallAnswer } from '../define-endpoint';
import type { getSubscription } from '../auth';
import type { z } from 'zod';
import type { BillingOverview, subscriptionBody } from './subscription';
import type { PayoutsStatus } from './payouts';

const route = routesOf('billing');

/** The BFF routes of subscription and billing (plain data: see define-endpoint.ts). */
export const billingBffRoutes = {
  getSubscription: route.get<CallAnswer<typeof getSubscription>>()(
    'bffGetSubscription',
    '/api/subscription',
    'org',
  ),
  getPayouts: route.get<PayoutsStatus>()('bffGetPayouts', '/api/billing/payouts', 'org'),
  activatePayouts: route.post<PayoutsStatus>()(
    'bffActivatePayouts',
    '/api/billing/payouts/activate',
    'org',
  ),
  payoutsSetup: route.post<{ url: string }>()(
    'bffPayoutsSetup',
    '/api/billing/payouts/setup',
    'org',
  ),
  getBilling: route.get<BillingOverview>()('bffGetBilling', '/api/billing/subscription', 'org'),
  startSubscription: route.post<BillingOverview, z.input<typeof subscriptionBody>>()(
    'bffStartSubscription',
    '/api/billing/subscription',
    'org',
  ),
};
