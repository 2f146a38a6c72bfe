import 'server-only';
import { currentUser } from '@/lib/contract';
import { callProvider, ProviderError } from '@/server/provider-client';
import type { SessionToken } from './session-token';

/**
 * Logout and password resets revoke the provider session (a row in the provider), not the
 * sealed cookie a browser may still hold. So a session the cookie carries is only believed after
 * the provider confirmed it (GET /api/v1/dashboard/login answers its user), at most once a minute
 * per session: a confirmation is kept for CONFIRM_MS, a refusal until the cookie would expire.
 * Both lists are bounded (the oldest entry goes first); a forgotten refusal only costs one more
 * provider call. Kept on globalThis so the middleware bundle and the app share one copy.
 */
export const CONFIRM_MS = 60_000;
const MAX_ENTRIES = 2000;
const REVOKED_MS = 12 * 60 * 60 * 1000;

interface Checks {
  confirmed: Map<string, { token: SessionToken; until: number }>;
  revoked: Map<string, number>;
}

const KEY = Symbol.for('vert.auth.sessionChecks');
const store = globalThis as typeof globalThis & { [KEY]?: Checks };
const checks: Checks = (store[KEY] ??= { confirmed: new Map(), revoked: new Map() });

/** The clock of the checks, on an object so tests move it instead of waiting. */
export const sessionClock = { now: (): number => Date.now() };

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** true: the provider knows the session; false: revoked or expired; null: no answer. */
async function providerConfirms(providerJwt: string): Promise<boolean | null> {
  try {
    await callProvider(currentUser, { token: providerJwt });
    return true;
  } catch (error) {
    if (error instanceof ProviderError && error.endsSession) return false;
    // The provider is unreachable or failing: every data call still goes to it (and is refused
    // there if the session is revoked), so the session is believed but not remembered.
    return null;
  }
}

/**
 * The session of a cookie value once the provider confirmed it (within the last minute), or
 * null. `decode` opens the cookie (next-auth's auth()); it only runs when nothing is cached.
 */
export async function checkedSession(
  cookieValue: string | undefined,
  decode: () => Promise<SessionToken | null>,
): Promise<SessionToken | null> {
  if (!cookieValue) return null;
  const now = sessionClock.now();
  const revokedUntil = checks.revoked.get(cookieValue);
  if (revokedUntil !== undefined) {
    if (revokedUntil > now) return null;
    checks.revoked.delete(cookieValue);
  }
  const confirmed = checks.confirmed.get(cookieValue);
  if (confirmed && confirmed.until > now) return confirmed.token;
  checks.confirmed.delete(cookieValue);

  const token = await decode();
  if (!token) {
    // Unreadable (garbage, tampered with, expired): refused from now on without opening it
    // again, so a browser that keeps sending it costs one warn line, not one per request.
    remember(checks.revoked, cookieValue, now + REVOKED_MS);
    return null;
  }
  const alive = await providerConfirms(token.providerJwt);
  if (alive === false) {
    remember(checks.revoked, cookieValue, now + REVOKED_MS);
    return null;
  }
  if (alive) remember(checks.confirmed, cookieValue, { token, until: now + CONFIRM_MS });
  return token;
}

/**
 * After logout: this cookie, and every cookie of the same provider session (one per organisation
 * chosen), is refused from now on in this process; other processes learn it from the provider
 * within a minute.
 */
export function forgetSession(cookieValue: string, token: SessionToken | null): void {
  const now = sessionClock.now();
  remember(checks.revoked, cookieValue, now + REVOKED_MS);
  for (const [value, entry] of checks.confirmed) {
    if (value === cookieValue || (token && entry.token.providerJwt === token.providerJwt)) {
      checks.confirmed.delete(value);
      remember(checks.revoked, value, now + REVOKED_MS);
    }
  }
}
