import { z } from 'zod';
import { defineCall, okBody } from '../define-call';
import { plainText } from '../text';

export const geofence = z.object({
  listUUID: z.uuid(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.number().min(0).max(22),
  coords: z
    .array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]))
    .min(3, { message: 'A geofence needs at least three points.' })
    .max(500),
  latMin: z.number(),
  latMax: z.number(),
  lngMin: z.number(),
  lngMax: z.number(),
});

export type Geofence = z.infer<typeof geofence>;

export const getGeofence = defineCall({
  id: 'getGeofence',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/geofence/{listUuid}',
  summary: "A list's geofence, or null.",
  auth: true,
  params: z.object({ listUuid: z.uuid() }),
  response: z.object({ geofence: geofence.nullable() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const saveGeofence = defineCall({
  id: 'saveGeofence',
  area: 'lists',
  method: 'POST',
  path: '/api/v1/geofence',
  summary: "Saves and activates a list's geofence (replaces the previous one).",
  auth: true,
  body: geofence,
  response: z.object({ geofence }),
  errors: {
    400: 'Fewer than three points or a self-inconsistent box.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});

export const deleteGeofence = defineCall({
  id: 'deleteGeofence',
  area: 'lists',
  method: 'DELETE',
  path: '/api/v1/geofence/{listUuid}/delete',
  summary: "Removes a list's geofence.",
  auth: true,
  params: z.object({ listUuid: z.uuid() }),
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});

export const lookupAddress = defineCall({
  id: 'lookupAddress',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/geolocation/address/lookup',
  summary:
    'Geocodes an address (more than 5 characters): a bundled offline gazetteer of US/Canadian cities and the demo campus, or a configured geocoder.',
  auth: true,
  query: z.object({
    address: plainText({ label: 'Address', max: 200 }).min(6, {
      message: 'Please enter more than 5 characters.',
    }),
  }),
  response: z.object({
    data: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: z.string() })),
  }),
});
