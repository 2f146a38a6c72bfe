import type { Hono, MiddlewareHandler } from 'hono';
import {
  createPayoutsAccount,
  getBilling,
  getPayoutsSetupUrl,
  getPayoutsStatus,
  startSubscription,
} from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import {
  billingOverviewOf,
  createPayoutsAccountFor,
  payoutsSetupUrlFor,
  payoutsStatusOf,
  startSubscriptionFor,
} from '../services/billing';
import { requireRole, ROLES } from '../services/access';

/** Billing and payouts (super administrators only; local test mode). */
export function mountBillingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getPayoutsStatus, auth, async ({ auth, params }) =>
    payoutsStatusOf((await requireRole(db, auth.user, params.entity, ROLES.billing)).org),
  );
  authedRoute(app, createPayoutsAccount, auth, ({ auth, params }) =>
    createPayoutsAccountFor(db, auth.user, params.entity),
  );
  authedRoute(app, getPayoutsSetupUrl, auth, ({ auth, params }) =>
    payoutsSetupUrlFor(db, auth.user, params.entity),
  );
  authedRoute(app, getBilling, auth, async ({ auth, params }) =>
    billingOverviewOf(db, (await requireRole(db, auth.user, params.entity, ROLES.billing)).org),
  );
  authedRoute(app, startSubscription, auth, ({ auth, params, body }) =>
    startSubscriptionFor(db, auth.user, params.entity, body),
  );
}
