'use client';

import type { Subscription } from '@/lib/contract/auth';
import { useApi } from '../use-api';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';

export const SUBSCRIPTION_KEY = endpointKey(billingBffRoutes.getSubscription);

/**
 * GET /api/subscription for the selected organisation. No retries: a failed check ends the
 * session (spec 1 §4), so the answer must come from one request.
 */
export function useSubscription(enabled = true) {
  return useApi<Subscription>(enabled ? SUBSCRIPTION_KEY : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
