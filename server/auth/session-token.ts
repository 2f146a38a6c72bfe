import 'server-only';
import type { SessionOrg } from '@/lib/contract/auth/bff';
import type { DashboardUser } from '@/lib/contract';

/** Name of the encrypted session cookie (also the JWE salt). */
export const SESSION_COOKIE = 'vert.session';

/** Session lifetime; the provider JWT lives as long. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * What the sealed session cookie holds (Auth.js JWT strategy, encrypted with AUTH_SECRET).
 * Only server code reads it; browser code gets `SessionInfo` without the provider JWT.
 */
export interface SessionToken {
  providerJwt: string;
  user: DashboardUser;
  org: SessionOrg | null;
}

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set: run `npm start` once or see .env.example.');
  return secret;
}

export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE === 'false') return false;
  if (process.env.COOKIE_SECURE === 'true') return true;
  return process.env.NODE_ENV === 'production';
}
