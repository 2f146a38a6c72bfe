import type { Hono, MiddlewareHandler } from 'hono';
import {
  getIntegrationInfo,
  getIntegrationPlates,
  verifyIntegrationPlate,
} from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import { integrationInfoOf, integrationPlatesOf, verifyIntegrationPlateOf } from '../services/lpr';

/** Integration lists (type 4): plates and locations from the list's parking vendor. */
export function mountIntegrationRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getIntegrationPlates, auth, ({ auth, params }) =>
    integrationPlatesOf(db, auth.user.uuid, params.uuid),
  );
  authedRoute(app, getIntegrationInfo, auth, ({ auth, params }) =>
    integrationInfoOf(db, auth.user.uuid, params.uuid),
  );
  authedRoute(app, verifyIntegrationPlate, auth, ({ auth, query }) =>
    verifyIntegrationPlateOf(db, auth.user.uuid, query.listuuid, query.plate),
  );
}
