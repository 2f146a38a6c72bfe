/**
 * The SWR keys of the business accounts screens, built from their routes (not a client module:
 * the pages' server components build the same keys for their first view).
 */
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { endpointKey } from '../endpoint-key';

export const BUSINESS_ACCOUNTS_KEY = endpointKey(permitsBffRoutes.listBusinessAccounts);

export function businessAccountKey(id: string, customerId: string): string {
  return endpointKey(permitsBffRoutes.getBusinessAccount, { id, customerId });
}
