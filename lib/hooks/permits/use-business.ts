'use client';

import type { BusinessAccountsResponse, BusinessDetailResponse } from '@/lib/contract/permits/bff';
import { useApi } from '../use-api';
import { BUSINESS_ACCOUNTS_KEY, businessAccountKey } from './business-keys';

export { BUSINESS_ACCOUNTS_KEY, businessAccountKey } from './business-keys';

/** GET /api/permits/business: the organisation's business accounts. */
export function useBusinessAccounts() {
  return useApi<BusinessAccountsResponse>(BUSINESS_ACCOUNTS_KEY);
}

/** One business account with its assignments and issued permits (404: an invalid customer). */
export function useBusinessAccount(id: string, customerId: string) {
  return useApi<BusinessDetailResponse>(businessAccountKey(id, customerId), {
    shouldRetryOnError: (error: { status: number }) => error.status === 0 || error.status >= 500,
  });
}
