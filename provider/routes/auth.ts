import type { Hono, MiddlewareHandler } from 'hono';
import {
  currentUser,
  getSubscription,
  login,
  logout,
  resetPasswordWeb,
  sendResetEmail,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { ANY_MEMBER } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { clientAddressOf } from '../http/client-address';
import { publicRoute, signedInRoute } from '../http/route';
import {
  login as signIn,
  resetPassword,
  sendResetEmail as queueResetEmail,
  revokeSession,
  toDashboardUser,
} from '../services/identity';
import { subscriptionOf } from '../services/billing';
import { orgRoutes } from './org-routes';

/** Sign-in, current user, sign-out, password reset and subscription. */
export function mountAuthRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const anyMember = orgRoutes(app, auth, ANY_MEMBER);
  publicRoute(app, login, ({ body, c }) => signIn(db, body, clientAddressOf(c.req.raw)));

  signedInRoute(app, currentUser, auth, ({ auth }) => toDashboardUser(db, auth.user));

  signedInRoute(app, logout, auth, async ({ auth }) => {
    await revokeSession(db, auth.sessionId);
    return { ok: true as const };
  });

  publicRoute(app, sendResetEmail, ({ body, c }) =>
    queueResetEmail(db, body.email, clientAddressOf(c.req.raw)),
  );

  publicRoute(app, resetPasswordWeb, ({ body, c }) =>
    resetPassword(db, body.resetCode, body.newPassword, clientAddressOf(c.req.raw)),
  );

  anyMember.json(getSubscription, ({ ctx }) => subscriptionOf(ctx.org));
}
