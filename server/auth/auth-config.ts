import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '@auth/core';
import Credentials from '@auth/core/providers/credentials';
import { CredentialsSignin } from '@auth/core/errors';
import { login, type LoginResponse } from '@/lib/contract';
import { sessionOrg } from '@/lib/contract/bff';
import { callProvider, ProviderError } from '@/server/provider-client';
import { clientIp } from '@/server/bff/client-ip';
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  authSecret,
  secureCookies,
  type SessionToken,
} from './session-token';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from './rate-limit';
import { errorFields, logger } from '@/provider/http/log';

/** Sign-in refusals; `code` travels to the BFF so it picks the spec's text. */
export class LoginForbidden extends CredentialsSignin {
  code = 'forbidden';
}
export class LoginRateLimited extends CredentialsSignin {
  code = 'rate_limited';
}
export class ProviderDown extends CredentialsSignin {
  code = 'provider_unavailable';
}

async function authorize(
  credentials: Partial<Record<'email' | 'password', unknown>>,
  request: Request,
): Promise<LoginResponse> {
  const email = typeof credentials.email === 'string' ? credentials.email.trim() : '';
  const password = typeof credentials.password === 'string' ? credentials.password : '';
  if (!email || !password) throw new CredentialsSignin();
  const ip = clientIp(request);
  if (isLoginBlocked(email, ip)) throw new LoginRateLimited();
  try {
    const result = await callProvider(login, {
      body: { email, password, sessionToken: `web_${randomUUID()}` },
      clientIp: ip,
    });
    clearLoginFailures(email, ip);
    return result;
  } catch (error) {
    if (error instanceof ProviderError) {
      if (error.status === 403) throw new LoginForbidden();
      if (error.status >= 500) throw new ProviderDown();
    }
    recordLoginFailure(email, ip);
    throw new CredentialsSignin();
  }
}

/**
 * Auth.js configuration: a Credentials provider that signs in against the provider API, JWT
 * session strategy, one httpOnly SameSite=Lax cookie (Secure in production). The token keeps the
 * provider JWT; the session callback never returns it.
 */
export function authConfig(): AuthConfig {
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
        // The browser-visible session carries nothing; screens use GET /api/session.
        return { expires: session.expires } as typeof session;
      },
    },
    logger: {
      error(error) {
        if (error instanceof CredentialsSignin) return;
        logger.error('auth error', errorFields(error));
      },
      warn() {},
    },
  };
}
