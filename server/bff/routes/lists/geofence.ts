import 'server-only';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import {
  deleteGeofence,
  getGeofence,
  lookupAddress,
  saveGeofence,
  type PlateList,
} from '@/lib/contract';
import {
  geofenceFromPolygon,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import {
  addressLookupQuery,
  saveGeofenceBody,
  type AddressLookupResponse,
  type GeofenceResponse,
} from '@/lib/contract/lists/bff';
import { callProvider } from '@/server/provider-client';
import { parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import { requireOrgList, who } from '../orgs';
import { messages } from '@/lib/messages';

/**
 * /api/geofence: the Geofence screen of a list (/lists/{uuid}/geofence and
 * /timelimit/{uuid}/geofence). The list must be the session organisation's.
 */
export const geofenceRoutes = bffRouter('/api/geofence');
geofenceRoutes.use('*', requireSession, requireOrg);

const listParam = z.object({ listUuid: z.uuid({ message: messages.listNotFound }) });
const listSummary = ({ uuid, name, type }: PlateList) => ({ uuid, name, type });

/** Geocodes an address (more than 5 characters) for the map's search field. */
on(geofenceRoutes, listsBffRoutes.addressLookup, async (c) => {
  const { token } = who(c);
  const { address } = parseQuery(c, addressLookupQuery);
  const { data } = await callProvider(lookupAddress, { token, query: { address } });
  return c.json<AddressLookupResponse>({ results: data });
});

on(geofenceRoutes, listsBffRoutes.getGeofence, async (c) => {
  const { token } = who(c);
  const { listUuid } = parseParams(c, listParam);
  const list = await requireOrgList(c, listUuid);
  const { geofence } = await callProvider(getGeofence, { token, params: { listUuid } });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence });
});

/** 'Save & activate geofence': the polygon's points and zoom; box and centre are computed here. */
on(geofenceRoutes, listsBffRoutes.saveGeofence, async (c) => {
  const { token } = who(c);
  const { listUuid } = parseParams(c, listParam);
  const body = await parseBody(c, saveGeofenceBody);
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
on(geofenceRoutes, listsBffRoutes.deleteGeofence, async (c) => {
  const { token } = who(c);
  const { listUuid } = parseParams(c, listParam);
  const list = await requireOrgList(c, listUuid);
  await callProvider(deleteGeofence, { token, params: { listUuid } });
  return c.json<GeofenceResponse>({ list: listSummary(list), geofence: null });
});
