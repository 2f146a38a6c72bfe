import { bffRoute, type CallAnswer } from '../define-endpoint';
import type { getSubscription } from '../auth';
import type { z } from 'zod';
import type { BillingOverview, subscriptionBody } from './subscription';
import type { PayoutsStatus } from './payouts';

/** The BFF routes of subscription and billing (plain data: see define-endpoint.ts). */
export const billingBffRoutes = {
  getSubscription: bffRoute<CallAnswer<typeof getSubscription>>()({
    id: 'bffGetSubscription',
    area: 'billing',
    method: 'GET',
    path: '/api/subscription',
    access: 'org',
  }),
  getPayouts: bffRoute<PayoutsStatus>()({
    id: 'bffGetPayouts',
    area: 'billing',
    method: 'GET',
    path: '/api/billing/payouts',
    access: 'org',
  }),
  activatePayouts: bffRoute<PayoutsStatus>()({
    id: 'bffActivatePayouts',
    area: 'billing',
    method: 'POST',
    path: '/api/billing/payouts/activate',
    access: 'org',
  }),
  payoutsSetup: bffRoute<{ url: string }>()({
    id: 'bffPayoutsSetup',
    area: 'billing',
    method: 'POST',
    path: '/api/billing/payouts/setup',
    access: 'org',
  }),
  getBilling: bffRoute<BillingOverview>()({
    id: 'bffGetBilling',
    area: 'billing',
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'org',
  }),
  startSubscription: bffRoute<BillingOverview, z.input<typeof subscriptionBody>>()({
    id: 'bffStartSubscription',
    area: 'billing',
    method: 'POST',
    path: '/api/billing/subscription',
    access: 'org',
  }),
};
