import type { Hono, MiddlewareHandler } from 'hono';
import { deleteGeofence, getGeofence, lookupAddress, saveGeofence } from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { signedInRoute } from '../http/route';
import {
  lookupAddressOf,
  deleteGeofenceOf,
  getGeofenceOf,
  saveGeofenceOf,
  listOrganisation,
} from '../services/lists';
import { orgRoutes } from './org-routes';

/** A list's geofence and the address search of the geofence screen. */
export function mountGeofenceRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  const staff = orgRoutes(app, auth, STAFF);
  patrol.jsonByRow(
    getGeofence,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.listUuid),
    ({ ctx, params }) => getGeofenceOf(ctx, params.listUuid),
  );
  staff.jsonByRow(
    saveGeofence,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    ({ ctx, body }) => saveGeofenceOf(ctx, body),
  );
  staff.jsonByRow(
    deleteGeofence,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.listUuid),
    ({ ctx, params }) => deleteGeofenceOf(ctx, params.listUuid),
  );
  signedInRoute(app, lookupAddress, auth, ({ query }) => lookupAddressOf(query.address));
}
