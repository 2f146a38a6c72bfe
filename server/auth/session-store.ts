import 'server-only';
import { Auth, raw, skipCSRFCheck } from '@auth/core';
import { decode } from '@auth/core/jwt';
import type { SessionOrg } from '@/lib/contract/bff';
import { authConfig } from './auth-config';
import { SESSION_COOKIE, authSecret, type SessionToken } from './session-token';

/** A cookie Auth.js wants set, in its own shape. */
export interface AuthCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Decrypts the session cookie of a request; null when absent, tampered with or expired. */
export async function readSessionToken(cookieHeader: string | null): Promise<SessionToken | null> {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  return readSessionCookieValue(value);
}

/**
 * Decrypted cookies of the last minute (bounded), so a page's parallel requests don't each pay
 * the key derivation and decryption. Stateless like the cookie itself: an entry lives at most
 * as long as its token.
 */
const recentlyDecoded = new Map<string, { token: SessionToken; until: number }>();
const DECODE_CACHE_MS = 60_000;
const DECODE_CACHE_SIZE = 1000;

export async function readSessionCookieValue(
  value: string | undefined,
): Promise<SessionToken | null> {
  if (!value) return null;
  const cached = recentlyDecoded.get(value);
  if (cached && cached.until > Date.now()) return cached.token;
  const decoded = await decodeSessionCookie(value);
  if (!decoded) return null;
  if (recentlyDecoded.size >= DECODE_CACHE_SIZE) recentlyDecoded.clear();
  recentlyDecoded.set(value, {
    token: decoded.session,
    until: Math.min(Date.now() + DECODE_CACHE_MS, decoded.expiresAt),
  });
  return decoded.session;
}

async function decodeSessionCookie(
  value: string,
): Promise<{ session: SessionToken; expiresAt: number } | null> {
  try {
    const token = await decode<Partial<SessionToken> & { exp?: number }>({
      token: value,
      secret: authSecret(),
      salt: SESSION_COOKIE,
    });
    if (!token?.providerJwt || !token.user) return null;
    const expiresAt = typeof token.exp === 'number' ? token.exp * 1000 : Date.now();
    return {
      session: { providerJwt: token.providerJwt, user: token.user, org: token.org ?? null },
      expiresAt,
    };
  } catch {
    return null;
  }
}

function authUrl(req: Request, action: string): string {
  return new URL(`/api/auth/${action}`, req.url).toString();
}

function forwardHeaders(req: Request, contentType: string): Headers {
  const headers = new Headers({ 'content-type': contentType });
  for (const name of ['cookie', 'x-forwarded-for', 'x-real-ip', 'user-agent']) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

type RawResult = { cookies?: AuthCookie[] };

/** Only the session cookie leaves the BFF (Auth.js also offers a callback-url cookie we don't use). */
function sessionCookies(res: RawResult): AuthCookie[] {
  return (res.cookies ?? []).filter(
    (c) => c.name === SESSION_COOKIE || c.name.startsWith(`${SESSION_COOKIE}.`),
  );
}

/** Signs in through Auth.js; throws its CredentialsSignin errors (with `code`) on refusal. */
export async function signInWithPassword(
  req: Request,
  email: string,
  password: string,
): Promise<AuthCookie[]> {
  const body = new URLSearchParams({ email, password, callbackUrl: '/orgs' });
  const authReq = new Request(authUrl(req, 'callback/credentials'), {
    method: 'POST',
    headers: forwardHeaders(req, 'application/x-www-form-urlencoded'),
    body,
  });
  const res = (await Auth(authReq, { ...authConfig(), raw, skipCSRFCheck })) as RawResult;
  return sessionCookies(res);
}

/** Stores the selected organisation (or none) in the session cookie. */
export async function updateSessionOrg(
  req: Request,
  org: SessionOrg | null,
): Promise<AuthCookie[]> {
  const authReq = new Request(authUrl(req, 'session'), {
    method: 'POST',
    headers: forwardHeaders(req, 'application/json'),
    body: JSON.stringify({ data: { org } }),
  });
  const res = (await Auth(authReq, { ...authConfig(), raw, skipCSRFCheck })) as RawResult;
  return sessionCookies(res);
}

/** Cookies that clear the session (logout, provider 401). */
export function clearedSessionCookies(): AuthCookie[] {
  return [
    {
      name: SESSION_COOKIE,
      value: '',
      options: { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax' },
    },
  ];
}
