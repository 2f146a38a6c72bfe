import { z } from 'zod';
import { callsOf, okBody } from '../define-call';
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

const call = callsOf('lists');

export const getGeofence = call.get('getGeofence', {
  path: '/api/v1/geofence/{listUuid}',
  summary: "A list's geofence, or null.",
  params: z.object({ listUuid: z.uuid() }),
  response: z.object({ geofence: geofence.nullable() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const saveGeofence = call.post('saveGeofence', {
  path: '/api/v1/geofence',
  summary: "Saves and activates a list's geofence (replaces the previous one).",
  body: geofence,
  response: z.object({ geofence }),
  errors: {
    400: 'Fewer than three points or a self-inconsistent box.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});

export const deleteGeofence = call.delete('deleteGeofence', {
  path: '/api/v1/geofence/{listUuid}/delete',
  summary: "Removes a list's geofence.",
  params: z.object({ listUuid: z.uuid() }),
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});

export const lookupAddress = call.get('lookupAddress', {
  path: '/api/v1/geolocation/address/lookup',
  summary:
    'Geocodes an address (more than 5 characters): a bundled offline gazetteer of US/Canadian cities and the demo campus, or a configured geocoder.',
  query: z.object({
    address: plainText({ label: 'Address', max: 200 }).min(6, {
      message: 'Please enter more than 5 characters.',
    }),
  }),
  response: z.object({
    data: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: z.string() })),
  }),
});
