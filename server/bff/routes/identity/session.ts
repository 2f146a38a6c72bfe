import 'server-only';
import { CredentialsSignin } from 'next-auth';
import { z } from 'zod';
import { authBffRoutes as routes } from '@/lib/contract/auth/bff-routes';
import { sessionInfo, signInBody } from '@/lib/contract/auth/bff';
import { okBody } from '@/lib/contract/define-call';
import { logout } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { signInRefusalOf } from '@/server/auth/auth-config';
import { clearedSessionCookies, endSession, signInWithPassword } from '@/server/auth/session-store';
import { callProvider } from '@/server/provider-client';
import { firstIssue } from '../../context';
import { withCookies } from '../../cookies';
import { endpoint } from '../../endpoint';
import { errorResponse } from '../../errors';

/** /api/session: the browser's session, sign-in and logout. */

/**
 * A sign-in body that does not fit. Empty or missing fields: the spec's credentials text. A
 * control character or an over-long value: the field's own text (refused before any look-up),
 * except an over-long password, which reads as any wrong password (nothing is hashed).
 */
function refuseSignInBody(error: z.ZodError): Response {
  const issue = error.issues[0];
  if (issue?.code === 'too_big' && issue.path[0] === 'password') {
    return errorResponse(401, 'LOGIN_FAILED', messages.loginFailed);
  }
  if (!issue || issue.code === 'too_small' || issue.code === 'invalid_type') {
    return errorResponse(400, 'LOGIN_FAILED', messages.loginFailed);
  }
  return errorResponse(400, 'BAD_REQUEST', firstIssue(error));
}

/** A refused sign-in: every refusal but 403, the limit and a silent provider reads the same. */
function refusedSignIn(error: CredentialsSignin): Response {
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

export const sessionEndpoints = [
  /**
   * What the browser may know of its session: the user and the chosen organisation. A revoked
   * session (logout elsewhere, password reset) is 401 here too, within a minute.
   */
  endpoint(routes.getSession, {
    summary: 'The signed-in user and the chosen organisation.',
    response: sessionInfo,
    handler: ({ caller: { session } }) => ({ user: session.user, org: session.org }),
  }),

  /** Sign in. Empty fields and every refusal but 403 get the same credentials text (spec 1 §8). */
  endpoint(routes.signIn, {
    summary: 'Sign in with e-mail and password; sets the session cookie.',
    body: signInBody,
    invalidBody: refuseSignInBody,
    response: z.object({ redirectTo: z.string() }),
    errors: {
      401: 'Wrong e-mail or password (LOGIN_FAILED).',
      403: 'The account may not sign in to the dashboard (LOGIN_FORBIDDEN).',
      429: 'Too many sign-in attempts (RATE_LIMITED).',
    },
    handler: async ({ body: { email, password }, c }) => {
      try {
        const cookies = await signInWithPassword(c.req.raw, email, password);
        return withCookies(c.json({ redirectTo: '/orgs' }), cookies);
      } catch (error) {
        if (error instanceof CredentialsSignin) return refusedSignIn(error);
        throw error;
      }
    },
  }),

  /**
   * Logout: revokes the provider session (best effort), refuses this cookie from now on (a copy of
   * it answers 401 everywhere) and clears it.
   */
  endpoint(routes.signOut, {
    summary: 'Log out: revokes the session and clears its cookie.',
    response: okBody,
    handler: async ({ c }) => {
      const session = await endSession(c.req.header('cookie') ?? null);
      if (session) {
        await callProvider(logout, { token: session.providerJwt }).catch(() => undefined);
      }
      return withCookies(c.json({ ok: true }), clearedSessionCookies());
    },
  }),
];
