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
import {
  billingOverviewOf,
  createPayoutsAccountFor,
  payoutsSetupUrlFor,
  payoutsStatusOf,
  startSubscriptionFor,
} from '../services/billing';
import { orgRoutes } from './org-routes';

/** Billing and payouts (super administrators only; local test mode). */
export function mountBillingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const billing = orgRoutes(app, auth, BILLING);
  billing.json(getPayoutsStatus, ({ ctx }) => payoutsStatusOf(ctx.org));
  billing.json(createPayoutsAccount, ({ ctx }) => createPayoutsAccountFor(ctx));
  billing.json(getPayoutsSetupUrl, ({ ctx }) => payoutsSetupUrlFor(ctx));
  billing.json(getBilling, ({ ctx }) => billingOverviewOf(db, ctx.org));
  billing.json(startSubscription, ({ ctx, body }) => startSubscriptionFor(ctx, body));
}
