import { z } from 'zod';
import { subscription } from './auth';
import { defineCall } from './define-call';
import { entityParams } from './lists';

/**
 * Billing and payouts (spec 1 §6, spec 3 §2, §4, §7). Only super administrators of the
 * organisation may use these calls (403 BILLING_DENIED otherwise). The reference provider runs
 * them in local test mode: no card is charged and no bank account is contacted.
 */

/** Payouts account onboarding (spec 3 §4). */
export const payoutsStatus = z.object({
  /** A connected account exists (violations are activated). */
  hasAccount: z.boolean(),
  /** The account is verified: payments are enabled. */
  isActive: z.boolean(),
  /** The customer portal subdomain is set (by support); needed first. */
  portalActive: z.boolean(),
  portalSubdomain: z.string().nullable(),
  testMode: z.boolean(),
});
export type PayoutsStatus = z.infer<typeof payoutsStatus>;

export const billingInterval = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingInterval>;

/** The most paid seats one subscription may hold here. */
export const MAX_PAID_SEATS = 1000;

export const billingOverview = z.object({
  subscription,
  /** Active members (a super administrator counts as 1) plus pending invitations. */
  usedSeatCount: z.number().int(),
  testMode: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const subscriptionBody = z.object({
  seats: z.coerce
    .number({ message: 'Please enter a number of seats.' })
    .int({ message: 'Seats are whole numbers.' })
    .min(1, { message: 'A subscription needs at least 1 seat.' })
    .max(MAX_PAID_SEATS, { message: `At most ${MAX_PAID_SEATS} seats.` }),
  interval: billingInterval,
});
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

const billingErrors = {
  403: 'Only super administrators of the organisation may use billing settings.',
  404: 'No such organisation.',
};

export const getPayoutsStatus = defineCall({
  id: 'getPayoutsStatus',
  area: 'billing',
  method: 'GET',
  path: '/api/v1/payments/{entity}/connect/status',
  summary: 'Connected payouts account status of the organisation.',
  auth: true,
  params: entityParams,
  response: payoutsStatus,
  errors: billingErrors,
});

export const createPayoutsAccount = defineCall({
  id: 'createPayoutsAccount',
  area: 'billing',
  method: 'GET',
  path: '/api/v1/payments/{entity}/connect/create',
  summary: 'Creates the connected account, which activates violations; answers the new status.',
  auth: true,
  params: entityParams,
  response: payoutsStatus,
  errors: { ...billingErrors, 409: 'The portal subdomain is not configured yet.' },
});

export const getPayoutsSetupUrl = defineCall({
  id: 'getPayoutsSetupUrl',
  area: 'billing',
  method: 'GET',
  path: '/api/v1/payments/{entity}/connect/setup',
  summary:
    'The URL of the account verification to redirect the browser to. In local test mode the verification completes at once and the URL leads back to the payouts screen.',
  auth: true,
  params: entityParams,
  response: z.object({ url: z.string() }),
  errors: { ...billingErrors, 409: 'No connected account yet.' },
});

export const getBilling = defineCall({
  id: 'getBilling',
  area: 'billing',
  method: 'GET',
  path: '/api/v1/billing/{entity}',
  summary: 'Subscription of the organisation and the seats in use.',
  auth: true,
  params: entityParams,
  response: billingOverview,
  errors: billingErrors,
});

export const startSubscription = defineCall({
  id: 'startSubscription',
  area: 'billing',
  method: 'POST',
  path: '/api/v1/billing/{entity}/subscription',
  summary:
    'Sets up (or changes) the paid subscription: paid seats and billing period. Local test mode: no card is charged; the period starts now.',
  auth: true,
  params: entityParams,
  body: subscriptionBody,
  response: billingOverview,
  errors: { ...billingErrors, 400: 'Fewer seats than are in use, or invalid.' },
});
