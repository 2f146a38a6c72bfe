'use client';

import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointKey } from '@/lib/hooks/endpoint-key';

export const ORG_PERMISSIONS_KEY = endpointKey(orgsBffRoutes.orgPermissions);

export interface OrgPermissions {
  /** Super administrator: may create and delete organisations. */
  canManage: boolean;
}

/** GET /api/orgs/permissions, asked fresh each time an action needs it. */
export function fetchOrgPermissions(): Promise<OrgPermissions> {
  return callEndpoint(orgsBffRoutes.orgPermissions);
}
