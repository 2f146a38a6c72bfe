import type { Hono, MiddlewareHandler } from 'hono';
import {
  getIntegrationInfo,
  getIntegrationPlates,
  verifyIntegrationPlate,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRoute } from '../http/route';
import { integrationInfoOf, integrationPlatesOf, verifyIntegrationPlateOf } from '../services/lpr';
import { listOrganisation } from '../services/lists';

/** Integration lists (type 4): plates and locations from the list's parking vendor. */
export function mountIntegrationRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(
    app,
    getIntegrationPlates,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => integrationPlatesOf(ctx, params.uuid),
  );
  orgRoute(
    app,
    getIntegrationInfo,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => integrationInfoOf(ctx, params.uuid),
  );
  orgRoute(
    app,
    verifyIntegrationPlate,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.query.listuuid),
    },
    ({ ctx, query }) => verifyIntegrationPlateOf(ctx, query.listuuid, query.plate),
  );
}
