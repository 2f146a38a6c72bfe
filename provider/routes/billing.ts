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
import { authedRoute, checkedOrganisation } from '../http/route';
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
  authedRoute(app, getPayoutsStatus, auth, ({ access }) =>
    payoutsStatusOf(checkedOrganisation(access)),
  );
  authedRoute(app, createPayoutsAccount, auth, ({ auth, params }) =>
    createPayoutsAccountFor(db, auth.user, params.entity),
  );
  authedRoute(app, getPayoutsSetupUrl, auth, ({ auth, params }) =>
    payoutsSetupUrlFor(db, auth.user, params.entity),
  );
  authedRoute(app, getBilling, auth, ({ access }) =>
    billingOverviewOf(db, checkedOrganisation(access)),
  );
  authedRoute(app, startSubscription, auth, ({ auth, params, body }) =>
    startSubscriptionFor(db, auth.user, params.entity, body),
  );
}
