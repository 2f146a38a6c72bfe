'use client';

import type { OrgListResponse } from '@/lib/contract/orgs';
import { useApi } from '../use-api';
import { ORGS_KEY } from '@/lib/hooks/orgs/keys';

export { ORGS_KEY };

/** GET /api/orgs: the organisations the user may open. 404 NO_ORGANISATION when there are none. */
export function useOrgs() {
  return useApi<OrgListResponse>(ORGS_KEY, {
    shouldRetryOnError: (error) => error.status === 0 || error.status >= 500,
  });
}
