import type { Hono, MiddlewareHandler } from 'hono';
import {
  createPayoutsAccount,
  getBilling,
  getPayoutsSetupUrl,
  getPayoutsStatus,
  startSubscription,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { BILLING } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRoute } from '../http/route';
import {
  billingOverviewOf,
  createPayoutsAccountFor,
  payoutsSetupUrlFor,
  payoutsStatusOf,
  startSubscriptionFor,
} from '../services/billing';

/** Billing and payouts (super administrators only; local test mode). */
export function mountBillingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, getPayoutsStatus, auth, BILLING, ({ ctx }) => payoutsStatusOf(ctx.org));
  orgRoute(app, createPayoutsAccount, auth, BILLING, ({ ctx }) => createPayoutsAccountFor(ctx));
  orgRoute(app, getPayoutsSetupUrl, auth, BILLING, ({ ctx }) => payoutsSetupUrlFor(ctx));
  orgRoute(app, getBilling, auth, BILLING, ({ ctx }) => billingOverviewOf(db, ctx.org));
  orgRoute(app, startSubscription, auth, BILLING, ({ ctx, body }) =>
    startSubscriptionFor(ctx, body),
  );
}
