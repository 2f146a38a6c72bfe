import 'server-only';
import type { AuthCookie } from '@/server/auth/session-store';

/** Serialises Auth.js cookies into Set-Cookie header values. */
export function serializeCookie({ name, value, options }: AuthCookie): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  const o = options as {
    path?: string;
    maxAge?: number;
    expires?: Date | string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string | boolean;
    domain?: string;
  };
  parts.push(`Path=${o.path ?? '/'}`);
  if (o.domain) parts.push(`Domain=${o.domain}`);
  if (o.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(o.maxAge)}`);
  if (o.expires) parts.push(`Expires=${new Date(o.expires).toUTCString()}`);
  if (o.httpOnly !== false) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  const sameSite =
    o.sameSite === true ? 'Strict' : typeof o.sameSite === 'string' ? o.sameSite : 'Lax';
  parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1).toLowerCase()}`);
  return parts.join('; ');
}

export function withCookies(res: Response, cookies: AuthCookie[]): Response {
  for (const cookie of cookies) res.headers.append('set-cookie', serializeCookie(cookie));
  return res;
}
