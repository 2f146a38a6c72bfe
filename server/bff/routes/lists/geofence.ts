import 'server-only';
import { z } from 'zod';
import {
  deleteGeofence,
  getGeofence,
  lookupAddress,
  saveGeofence,
  type PlateList,
} from '@/lib/contract';
import {
  addressLookupQuery,
  addressLookupResponse,
  geofenceResponse,
  saveGeofenceBody,
} from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { messages } from '@/lib/messages';
import {
  geofenceFromPolygon,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { LIST_ERRORS, orgList } from './org-lists';

/**
 * /api/geofence: the Geofence screen of a list (/lists/{uuid}/geofence and
 * /timelimit/{uuid}/geofence). The list must be the session organisation's.
 */

const geofenceParam = z.object({ listUuid: z.uuid({ message: messages.listNotFound }) });
const listSummary = ({ uuid, name, type }: PlateList) => ({ uuid, name, type });

export const geofenceEndpoints = [
  /** Geocodes an address (more than 5 characters) for the map's search field. */
  endpoint(routes.addressLookup, {
    summary: 'Finds an address on the map.',
    query: addressLookupQuery,
    response: addressLookupResponse,
    handler: async ({ caller, query: { address } }) => {
      const { data } = await caller.call(lookupAddress, { query: { address } });
      return { results: data };
    },
  }),

  endpoint(routes.getGeofence, {
    summary: "A list's geofence.",
    params: geofenceParam,
    response: geofenceResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { listUuid } }) => {
      const list = await orgList(caller, listUuid);
      const { geofence } = await caller.call(getGeofence, { params: { listUuid } });
      return { list: listSummary(list), geofence };
    },
  }),

  /** 'Save & activate geofence': the polygon's points and zoom; box and centre are computed here. */
  endpoint(routes.saveGeofence, {
    summary: 'Saves and activates the geofence drawn.',
    params: geofenceParam,
    body: saveGeofenceBody,
    response: geofenceResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { listUuid }, body }) => {
      const coords = body.coords as LatLngPair[];
      if (!isDrawablePolygon(coords)) {
        throw new BffError(400, 'BAD_REQUEST', messages.geofenceTooFewPoints);
      }
      const list = await orgList(caller, listUuid);
      const { geofence } = await caller.call(saveGeofence, {
        body: geofenceFromPolygon(listUuid, coords, body.zoom),
      });
      return { list: listSummary(list), geofence };
    },
  }),

  /** 'Remove geofence'. */
  endpoint(routes.deleteGeofence, {
    summary: 'Removes the geofence.',
    params: geofenceParam,
    response: geofenceResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { listUuid } }) => {
      const list = await orgList(caller, listUuid);
      await caller.call(deleteGeofence, { params: { listUuid } });
      return { list: listSummary(list), geofence: null };
    },
  }),
];
