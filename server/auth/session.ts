import 'server-only';
import { cookies } from 'next/headers';
import type { SessionInfo } from '@/lib/contract/auth/bff';
import { auth } from './auth';
import { checkedSession } from './session-check';
import { sessionTokenOf } from './session-store';
import { SESSION_COOKIE, type SessionToken } from './session-token';

/** The session of the current request for server components and layouts (no provider JWT). */
export async function getSession(): Promise<SessionInfo | null> {
  const token = await getSessionToken();
  return token ? { user: token.user, org: token.org } : null;
}

/**
 * The full session token, provider JWT included: server code only. next-auth's auth() opens the
 * cookie; a session the provider no longer knows (logout, password reset) is refused within a
 * minute (session-check.ts).
 */
export async function getSessionToken(): Promise<SessionToken | null> {
  const jar = await cookies();
  return checkedSession(jar.get(SESSION_COOKIE)?.value, async () => sessionTokenOf(await auth()));
}
