import 'server-only';
import { CredentialsSignin } from 'next-auth';
import { NextRequest } from 'next/server';
import type { SessionOrg } from '@/lib/contract/auth/bff';
import { CLIENT_ADDRESS_HEADER } from '@/server/bff/client-ip';
import { auth, handlers } from './auth';
import { checkedSession, forgetSession } from './session-check';
import { SESSION_COOKIE, type SessionToken } from './session-token';

/** A cookie to set, in Auth.js's shape. */
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

/**
 * What next-auth's auth() answers on the server: `{ user, expires }` where `user` is the JWT
 * the jwt callback built (next-auth puts the token there server-side). Anything else is no session.
 */
export function sessionTokenOf(session: unknown): SessionToken | null {
  if (typeof session !== 'object' || session === null || !('user' in session)) return null;
  const token = (session as { user: unknown }).user as Partial<SessionToken> | null;
  if (!token || typeof token.providerJwt !== 'string' || typeof token.user !== 'object') {
    return null;
  }
  if (!token.user) return null;
  return { providerJwt: token.providerJwt, user: token.user, org: token.org ?? null };
}

/** Any origin: auth() only builds its internal /api/auth/session URL from it. */
const INTERNAL_ORIGIN = 'http://localhost';

/** Opens a session cookie with next-auth's auth() wrapping a handler (req.auth). */
async function openWithAuth(cookieHeader: string): Promise<SessionToken | null> {
  let found: unknown = null;
  // With a lazily read configuration next-auth answers the wrapped handler through a promise
  // (its types say a function): Promise.resolve takes either.
  const read = await Promise.resolve(
    auth((req) => {
      found = req.auth;
    }),
  );
  await read(
    new NextRequest(`${INTERNAL_ORIGIN}/api/auth/session`, {
      headers: { cookie: cookieHeader, host: new URL(INTERNAL_ORIGIN).host },
    }),
    { params: Promise.resolve({}) },
  );
  return sessionTokenOf(found);
}

/**
 * The session of a Cookie header (BFF guard, middleware): opened with auth(), then believed only
 * while the provider confirms it (checked at most once a minute; see session-check.ts). Null
 * when absent, tampered with, expired or revoked.
 */
export async function readSessionToken(cookieHeader: string | null): Promise<SessionToken | null> {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  return checkedSession(value, () =>
    openWithAuth(`${SESSION_COOKIE}=${encodeURIComponent(value ?? '')}`),
  );
}

/** The provider refused the session on a call: this cookie is refused from now on. */
export function refuseSession(cookieHeader: string | null, token: SessionToken | null): void {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  if (value) forgetSession(value, token);
}

/** Logout: the cookie of this request is refused from now on (the provider session is revoked). */
export async function endSession(cookieHeader: string | null): Promise<SessionToken | null> {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  if (!value) return null;
  const token = await readSessionToken(cookieHeader);
  forgetSession(value, token);
  return token;
}

/** Parses one Set-Cookie header value into an AuthCookie. */
function parseSetCookie(line: string): AuthCookie {
  const [pair, ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const options: Record<string, unknown> = { httpOnly: false };
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.trim().split('=');
    const key = rawKey.toLowerCase();
    const value = rest.join('=');
    if (key === 'path') options.path = value;
    else if (key === 'domain') options.domain = value;
    else if (key === 'expires') options.expires = new Date(value);
    else if (key === 'max-age') options.maxAge = Number(value);
    else if (key === 'httponly') options.httpOnly = true;
    else if (key === 'secure') options.secure = true;
    else if (key === 'samesite') options.sameSite = value.toLowerCase();
  }
  return {
    name: pair.slice(0, at).trim(),
    value: decodeURIComponent(pair.slice(at + 1).trim()),
    options,
  };
}

function cookiesOf(res: Response): AuthCookie[] {
  return res.headers.getSetCookie().map(parseSetCookie);
}

/** Only the session cookie leaves the BFF (not Auth.js's CSRF or callback-url cookies). */
function sessionCookies(cookies: AuthCookie[]): AuthCookie[] {
  return cookies.filter(
    (c) => c.name === SESSION_COOKIE || c.name.startsWith(`${SESSION_COOKIE}.`),
  );
}

function cookieHeaderOf(cookies: AuthCookie[], incoming: string | null): string {
  const parts = cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`);
  if (incoming) parts.push(incoming);
  return parts.join('; ');
}

/**
 * Calls next-auth's own POST handler (Credentials callback, session update) in-process the way a
 * browser form would: first its CSRF token (GET /api/auth/csrf sets the double-submit cookie),
 * then the POST with both.
 */
async function postToAuth(
  req: Request,
  action: string,
  fields: Record<string, string> | { data: unknown },
  cookieHeader: string | null,
): Promise<Response> {
  const url = (path: string) => new URL(`/api/auth/${path}`, req.url).toString();
  const forwarded = new Headers();
  // The client's address as this process stamped it (unforgeable: server/bff/client-ip.ts), so
  // the Credentials authorize passes it to the provider's sign-in limits.
  for (const name of [CLIENT_ADDRESS_HEADER, 'user-agent']) {
    const value = req.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  const csrf = await handlers.GET(new NextRequest(url('csrf'), { headers: forwarded }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const headers = new Headers(forwarded);
  headers.set('cookie', cookieHeaderOf(cookiesOf(csrf), cookieHeader));
  // A session update carries an object (JSON); the Credentials callback a form.
  const json = 'data' in fields;
  headers.set('content-type', json ? 'application/json' : 'application/x-www-form-urlencoded');
  const body = json
    ? JSON.stringify({ ...fields, csrfToken })
    : new URLSearchParams({ ...(fields as Record<string, string>), csrfToken });
  return handlers.POST(new NextRequest(url(action), { method: 'POST', headers, body }));
}

/**
 * Signs in through next-auth's Credentials callback. A refusal throws CredentialsSignin with the
 * `code` authorize gave it (Auth.js reports it in the redirect: ?error=CredentialsSignin&code=).
 */
export async function signInWithPassword(
  req: Request,
  email: string,
  password: string,
): Promise<AuthCookie[]> {
  const res = await postToAuth(
    req,
    'callback/credentials',
    { email, password, callbackUrl: '/orgs' },
    null,
  );
  const location = new URL(res.headers.get('location') ?? '/', req.url);
  const error = location.searchParams.get('error');
  const cookies = sessionCookies(cookiesOf(res));
  if (error === 'CredentialsSignin' || (!error && cookies.length === 0)) {
    const refusal = new CredentialsSignin();
    refusal.code = location.searchParams.get('code') ?? refusal.code;
    throw refusal;
  }
  if (error) throw new Error(`Sign-in failed: ${error}`);
  return cookies;
}

/** Stores the selected organisation (or none) in the session cookie (Auth.js session update). */
export async function updateSessionOrg(
  req: Request,
  org: SessionOrg | null,
): Promise<AuthCookie[]> {
  const res = await postToAuth(req, 'session', { data: { org } }, req.headers.get('cookie'));
  return sessionCookies(cookiesOf(res));
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
