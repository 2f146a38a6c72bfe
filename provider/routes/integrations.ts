import type { Hono, MiddlewareHandler } from 'hono';
import {
  getIntegrationInfo,
  getIntegrationPlates,
  verifyIntegrationPlate,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { integrationInfoOf, integrationPlatesOf, verifyIntegrationPlateOf } from '../services/lpr';
import { listOrganisation } from '../services/lists';
import { orgRoutes } from './org-routes';

/** Integration lists (type 4): plates and locations from the list's parking vendor. */
export function mountIntegrationRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  patrol.jsonByRow(
    getIntegrationPlates,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => integrationPlatesOf(ctx, params.uuid),
  );
  patrol.jsonByRow(
    getIntegrationInfo,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => integrationInfoOf(ctx, params.uuid),
  );
  patrol.jsonByRow(
    verifyIntegrationPlate,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.query.listuuid),
    ({ ctx, query }) => verifyIntegrationPlateOf(ctx, query.listuuid, query.plate),
  );
}
