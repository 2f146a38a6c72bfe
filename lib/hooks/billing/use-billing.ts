'use client';

import type { BillingOverview, PayoutsStatus } from '@/lib/contract/billing';
import { useApi } from '../use-api';
import { BILLING_SUBSCRIPTION_KEY, PAYOUTS_KEY } from '@/lib/hooks/billing/keys';

export { BILLING_SUBSCRIPTION_KEY, PAYOUTS_KEY };

const noRetryOnClientError = {
  shouldRetryOnError: (error: { status: number }) => error.status === 0 || error.status >= 500,
};

/** GET /api/billing/payouts: the payouts account (super administrators; 403 otherwise). */
export function usePayoutsStatus() {
  return useApi<PayoutsStatus>(PAYOUTS_KEY, noRetryOnClientError);
}

/** GET /api/billing/subscription: the subscription and the seats in use. */
export function useBillingOverview() {
  return useApi<BillingOverview>(BILLING_SUBSCRIPTION_KEY, noRetryOnClientError);
}
