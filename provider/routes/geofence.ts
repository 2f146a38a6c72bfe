import type { Hono, MiddlewareHandler } from 'hono';
import { deleteGeofence, getGeofence, lookupAddress, saveGeofence } from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRoute, signedInRoute } from '../http/route';
import {
  lookupAddressOf,
  deleteGeofenceOf,
  getGeofenceOf,
  saveGeofenceOf,
  listOrganisation,
} from '../services/lists';

/** A list's geofence and the address search of the geofence screen. */
export function mountGeofenceRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(
    app,
    getGeofence,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.listUuid),
    },
    ({ ctx, params }) => getGeofenceOf(ctx, params.listUuid),
  );
  orgRoute(
    app,
    saveGeofence,
    auth,
    {
      role: STAFF,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    },
    ({ ctx, body }) => saveGeofenceOf(ctx, body),
  );
  orgRoute(
    app,
    deleteGeofence,
    auth,
    {
      role: STAFF,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.listUuid),
    },
    ({ ctx, params }) => deleteGeofenceOf(ctx, params.listUuid),
  );
  signedInRoute(app, lookupAddress, auth, ({ query }) => lookupAddressOf(query.address));
}
