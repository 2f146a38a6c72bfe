import { z } from 'zod';
import { callsOf, entityParams } from '../define-call';

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

export const billingErrors = {
  403: 'Only super administrators of the organisation may use billing settings.',
  404: 'No such organisation.',
};

const call = callsOf('billing');

export const getPayoutsStatus = call.get('getPayoutsStatus', {
  path: '/api/v1/payments/{entity}/connect/status',
  summary: 'Connected payouts account status of the organisation.',
  params: entityParams,
  response: payoutsStatus,
  errors: billingErrors,
});

export const createPayoutsAccount = call.get('createPayoutsAccount', {
  path: '/api/v1/payments/{entity}/connect/create',
  summary: 'Creates the connected account, which activates violations; answers the new status.',
  params: entityParams,
  response: payoutsStatus,
  errors: { ...billingErrors, 409: 'The portal subdomain is not configured yet.' },
});

export const getPayoutsSetupUrl = call.get('getPayoutsSetupUrl', {
  path: '/api/v1/payments/{entity}/connect/setup',
  summary:
    'The URL of the account verification to redirect the browser to. In local test mode the verification completes at once and the URL leads back to the payouts screen.',
  params: entityParams,
  response: z.object({ url: z.string() }),
  errors: { ...billingErrors, 409: 'No connected account yet.' },
});
