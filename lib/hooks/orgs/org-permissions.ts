'use client';

import { apiFetch } from '@/lib/fetcher';

export const ORG_PERMISSIONS_KEY = '/api/orgs/permissions';

export interface OrgPermissions {
  /** Super administrator: may create and delete organisations. */
  canManage: boolean;
}

/** GET /api/orgs/permissions, asked fresh each time an action needs it. */
export function fetchOrgPermissions(): Promise<OrgPermissions> {
  return apiFetch<OrgPermissions>(ORG_PERMISSIONS_KEY);
}
