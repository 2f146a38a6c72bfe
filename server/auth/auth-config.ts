import 'server-only';
import { randomUUID } from 'node:crypto';
import { type NextAuthConfig, CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { login, type LoginResponse } from '@/lib/contract';
import { sessionOrg } from '@/lib/contract/auth/bff';
import { callProvider, ProviderError } from '@/server/provider-client';
import { clientIp } from '@/server/bff/client-ip';
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  authSecret,
  secureCookies,
  type SessionToken,
} from './session-token';
import { authLogger } from './auth-logger';

/** Sign-in refusals; `code` travels to the BFF so it picks the spec's text. */
export class LoginForbidden extends CredentialsSignin {
  code = 'forbidden';
}
/** The provider's 429; its Retry-After (whole seconds) rides in the code: `rate_limited:840`. */
export class LoginRateLimited extends CredentialsSignin {
  constructor(retryAfter?: string) {
    super();
    this.code = /^\d+$/.test(retryAfter ?? '') ? `rate_limited:${retryAfter}` : 'rate_limited';
  }
}
export class ProviderDown extends CredentialsSignin {
  code = 'provider_unavailable';
}

/** Longer passwords are refused before anything hashes them (the provider caps them too). */
export const MAX_PASSWORD_LENGTH = 128;

/** A sign-in refusal's code as Auth.js reports it, read back: its kind and Retry-After. */
export function signInRefusalOf(code: string | undefined): { kind: string; retryAfter?: string } {
  const [kind = '', retryAfter] = (code ?? '').split(':');
  return retryAfter ? { kind, retryAfter } : { kind };
}

/**
 * The Credentials `authorize`: signs in against the provider. A password over 128 characters is
 * refused here with the ordinary sign-in failure, before the provider is asked. Failed sign-ins
 * are counted by the provider (per account, per address and both), with the client's address
 * of `request` (server/bff/client-ip.ts; the BFF passes its stamp on to Auth.js): its 429
 * becomes LoginRateLimited.
 */
export async function authorize(
  credentials: Partial<Record<'email' | 'password', unknown>>,
  request: Request,
): Promise<LoginResponse> {
  const email = typeof credentials.email === 'string' ? credentials.email.trim() : '';
  const password = typeof credentials.password === 'string' ? credentials.password : '';
  if (!email || !password) throw new CredentialsSignin();
  if (password.length > MAX_PASSWORD_LENGTH) throw new CredentialsSignin();
  try {
    return await callProvider(login, {
      body: { email, password, sessionToken: `web_${randomUUID()}` },
      clientIp: clientIp(request),
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      if (error.status === 403) throw new LoginForbidden();
      if (error.status === 429) throw new LoginRateLimited(error.retryAfter);
      if (error.status >= 500) throw new ProviderDown();
    }
    throw new CredentialsSignin();
  }
}

/**
 * The one Auth.js (next-auth 5) configuration: a Credentials provider that signs in against the
 * provider API, JWT session strategy, one httpOnly SameSite=Lax cookie (Secure in production).
 * The token keeps the provider JWT; the session callback never returns it to a browser.
 */
export function authConfig(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    basePath: '/api/auth',
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secureCookies(),
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies() },
      },
    },
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        authorize: async (credentials, request) => {
          const user = await authorize(credentials, request);
          return { id: user.uuid, name: user.fullname, email: user.email, login: user };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user, trigger, session }) {
        const t = token as typeof token & Partial<SessionToken>;
        if (user && 'login' in user) {
          const { jwtToken, uuid, fullname, email, isParkingOnly, isSuperAdmin } =
            user.login as LoginResponse;
          t.providerJwt = jwtToken;
          t.user = { uuid, fullname, email, isParkingOnly, isSuperAdmin };
          t.org = null;
        }
        if (trigger === 'update' && session && typeof session === 'object' && 'org' in session) {
          const org = (session as { org: unknown }).org;
          t.org = org === null ? null : sessionOrg.parse(org);
        }
        return t;
      },
      session({ session }) {
        // What /api/auth/session would answer a browser: nothing but the expiry. Server code gets
        // the token itself from auth() (next-auth puts it under `user` on the server side).
        return { expires: session.expires } as typeof session;
      },
    },
    logger: authLogger,
  };
}
