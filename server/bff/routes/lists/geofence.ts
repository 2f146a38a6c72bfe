import 'server-only';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { bffRouter, on } from '../../route';
import { deleteGeofence, lookupAddress, saveGeofence } from '@/lib/contract';
import {
  geofenceFromPolygon,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import { parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import {
  addressLookupQuery,
  saveGeofenceBody,
  type AddressLookupResponse,
  type GeofenceResponse,
} from '@/lib/contract/lists/bff';
import { orgList } from '../../views/lists';
import { geofenceParam, listSummary, loadGeofence } from '../../views/geofence';
import { messages } from '@/lib/messages';

/**
 * /api/geofence: the Geofence screen of a list (/lists/{uuid}/geofence and
 * /timelimit/{uuid}/geofence). The list must be the session organisation's.
 */
export const geofenceRoutes = bffRouter('/api/geofence');
geofenceRoutes.use('*', requireSession, requireOrg);

const listParam = geofenceParam;
/** Geocodes an address (more than 5 characters) for the map's search field. */
on(geofenceRoutes, listsBffRoutes.addressLookup, async (c) => {
  const { address } = parseQuery(c, addressLookupQuery);
  const { data } = await c.var.caller.call(lookupAddress, { query: { address } });
  return c.json<AddressLookupResponse>({ results: data });
});

on(geofenceRoutes, listsBffRoutes.getGeofence, async (c) =>
  c.json(await loadGeofence(c.var.caller, parseParams(c, listParam).listUuid)),
);

/** 'Save & activate geofence': the polygon's points and zoom; box and centre are computed here. */
on(geofenceRoutes, listsBffRoutes.saveGeofence, async (c) => {
  const p = c.var.caller;
  const { listUuid } = parseParams(c, listParam);
  const body = await parseBody(c, saveGeofenceBody);
  const coords = body.coords as LatLngPair[];
  if (!isDrawablePolygon(coords)) {
    throw new BffError(400, 'BAD_REQUEST', messages.geofenceTooFewPoints);
  }
  const list = await orgList(p, listUuid);
  const { geofence } = await p.call(saveGeofence, {
    body: geofenceFromPolygon(listUuid, coords, body.zoom),
  });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence });
});

/** 'Remove geofence'. */
on(geofenceRoutes, listsBffRoutes.deleteGeofence, async (c) => {
  const p = c.var.caller;
  const { listUuid } = parseParams(c, listParam);
  const list = await orgList(p, listUuid);
  await p.call(deleteGeofence, { params: { listUuid } });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence: null });
});
