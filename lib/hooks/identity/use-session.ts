'use client';

import type { SessionInfo } from '@/lib/contract/auth/bff';
import { useApi } from '../use-api';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';

export const SESSION_KEY = endpointKey(authBffRoutes.getSession);

/** GET /api/session: the signed-in user and the selected organisation. */
export function useSession() {
  return useApi<SessionInfo>(SESSION_KEY, { revalidateOnFocus: false });
}
