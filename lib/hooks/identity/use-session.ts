'use client';

import type { SessionInfo } from '@/lib/contract/auth/bff';
import { useApi } from '../use-api';

export const SESSION_KEY = '/api/session';

/** GET /api/session: the signed-in user and the selected organisation. */
export function useSession() {
  return useApi<SessionInfo>(SESSION_KEY, { revalidateOnFocus: false });
}
