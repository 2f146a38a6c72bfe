import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { deleteGeofence, lookupAddress, saveGeofence } from '@/lib/contract';
import {
  ADDRESS_MIN_EXCLUSIVE,
  geofenceFromPolygon,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import { type AddressLookupResponse, type GeofenceResponse } from '@/lib/contract/lists/bff';
import { callProvider } from '@/server/provider-client';
import { type BffEnv, parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import { requireOrgList, who } from '../orgs';
import { geofenceParam, listSummary, loadGeofence } from '../../views/geofence';
import { messages } from '@/lib/messages';

/**
 * /api/geofence: the Geofence screen of a list (/lists/{uuid}/geofence and
 * /timelimit/{uuid}/geofence). The list must be the session organisation's.
 */
export const geofenceRoutes = new Hono<BffEnv>();
geofenceRoutes.use('*', requireSession, requireOrg);

const listParam = geofenceParam;
const lookupQuery = z.object({
  address: z
    .string({ message: messages.addressRequired })
    .trim()
    .min(ADDRESS_MIN_EXCLUSIVE + 1, { message: messages.addressTooShort })
    .max(200, { message: messages.addressTooLong }),
});
const point = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
const saveBody = z.object({
  coords: z
    .array(point, { message: messages.geofenceNotDrawn })
    .min(3, { message: messages.geofenceTooFewPoints })
    .max(500, { message: messages.geofenceTooManyPoints }),
  zoom: z.number().min(0).max(22).default(17),
});

/** Geocodes an address (more than 5 characters) for the map's search field. */
geofenceRoutes.get('/lookup', async (c) => {
  const { token } = who(c);
  const { address } = parseQuery(c, lookupQuery);
  const { data } = await callProvider(lookupAddress, { token, query: { address } });
  return c.json<AddressLookupResponse>({ results: data });
});

geofenceRoutes.get('/:listUuid', async (c) =>
  c.json(await loadGeofence(who(c), parseParams(c, listParam).listUuid)),
);

/** 'Save & activate geofence': the polygon's points and zoom; box and centre are computed here. */
geofenceRoutes.post('/:listUuid', async (c) => {
  const { token } = who(c);
  const { listUuid } = parseParams(c, listParam);
  const body = await parseBody(c, saveBody);
  const coords = body.coords as LatLngPair[];
  if (!isDrawablePolygon(coords)) {
    throw new BffError(400, 'BAD_REQUEST', messages.geofenceTooFewPoints);
  }
  const list = await requireOrgList(c, listUuid);
  const { geofence } = await callProvider(saveGeofence, {
    token,
    body: geofenceFromPolygon(listUuid, coords, body.zoom),
  });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence });
});

/** 'Remove geofence'. */
geofenceRoutes.delete('/:listUuid', async (c) => {
  const { token } = who(c);
  const { listUuid } = parseParams(c, listParam);
  const list = await requireOrgList(c, listUuid);
  await callProvider(deleteGeofence, { token, params: { listUuid } });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence: null });
});
