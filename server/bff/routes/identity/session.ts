import 'server-only';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { bffRouter, on } from '../../route';
import { CredentialsSignin } from 'next-auth';
import { signInBody } from '@/lib/contract/auth/bff';
import { logout } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { signInRefusalOf } from '@/server/auth/auth-config';
import { clearedSessionCookies, endSession, signInWithPassword } from '@/server/auth/session-store';
import { callProvider } from '@/server/provider-client';
import { firstIssue } from '../../context';
import { withCookies } from '../../cookies';
import { errorResponse } from '../../errors';
import { requireSession } from '../../guards';

export const sessionRoutes = bffRouter('/api/session');

/**
 * What the browser may know of its session: the user and the chosen organisation. A revoked
 * session (logout elsewhere, password reset) is 401 here too, within a minute.
 */
on(sessionRoutes, authBffRoutes.getSession, requireSession, (c) => {
  const { user, org } = c.get('session');
  return c.json({ user, org });
});

/** Sign in. Empty fields and every refusal but 403 get the same credentials text (spec 1 §8). */
on(sessionRoutes, authBffRoutes.signIn, async (c) => {
  const raw: unknown = await c.req.json().catch(() => null);
  const parsed = signInBody.safeParse(raw);
  if (!parsed.success) {
    // Empty or missing fields: the spec's credentials text. A control character or an over-long
    // value: the field's own text (refused before any look-up).
    const issue = parsed.error.issues[0];
    if (issue?.code === 'too_big' && issue.path[0] === 'password') {
      // As any wrong password (nothing is hashed): the credentials text.
      return errorResponse(401, 'LOGIN_FAILED', messages.loginFailed);
    }
    if (!issue || issue.code === 'too_small' || issue.code === 'invalid_type') {
      return errorResponse(400, 'LOGIN_FAILED', messages.loginFailed);
    }
    return errorResponse(400, 'BAD_REQUEST', firstIssue(parsed.error));
  }
  try {
    const cookies = await signInWithPassword(c.req.raw, parsed.data.email, parsed.data.password);
    return withCookies(c.json({ redirectTo: '/orgs' }), cookies);
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      const refusal = signInRefusalOf(error.code);
      switch (refusal.kind) {
        case 'forbidden':
          return errorResponse(403, 'LOGIN_FORBIDDEN', messages.loginForbidden);
        case 'rate_limited':
          return errorResponse(429, 'RATE_LIMITED', messages.loginRateLimited, {
            'retry-after': refusal.retryAfter ?? '60',
          });
        case 'provider_unavailable':
          return errorResponse(503, 'PROVIDER_UNAVAILABLE', messages.providerUnavailable);
        default:
          return errorResponse(401, 'LOGIN_FAILED', messages.loginFailed);
      }
    }
    throw error;
  }
});

/**
 * Logout: revokes the provider session (best effort), refuses this cookie from now on (a copy of
 * it answers 401 everywhere) and clears it.
 */
on(sessionRoutes, authBffRoutes.signOut, async (c) => {
  const session = await endSession(c.req.header('cookie') ?? null);
  if (session) {
    await callProvider(logout, { token: session.providerJwt }).catch(() => undefined);
  }
  return withCookies(c.json({ ok: true }), clearedSessionCookies());
});
