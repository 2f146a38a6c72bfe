import type { Hono, MiddlewareHandler } from 'hono';
import { deleteGeofence, getGeofence, lookupAddress, saveGeofence } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import {
  lookupAddressOf,
  deleteGeofenceOf,
  getGeofenceOf,
  saveGeofenceOf,
} from '../services/lists';

/** A list's geofence and the address search of the geofence screen. */
export function mountGeofenceRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getGeofence, auth, ({ auth, params }) =>
    getGeofenceOf(db, auth.user.uuid, params.listUuid),
  );
  authedRoute(app, saveGeofence, auth, ({ auth, body }) =>
    saveGeofenceOf(db, auth.user.uuid, body),
  );
  authedRoute(app, deleteGeofence, auth, ({ auth, params }) =>
    deleteGeofenceOf(db, auth.user.uuid, params.listUuid),
  );
  authedRoute(app, lookupAddress, auth, ({ query }) => lookupAddressOf(query.address));
}
