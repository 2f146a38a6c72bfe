import { z } from 'zod';
import { defineCall, isoDate, okBody, UNSAFE_TEXT, UNSAFE_TEXT_MESSAGE } from './define-call';
import { LIST_NAME_EMPTY, LIST_NAME_MAX, LIST_NAME_TOO_LONG } from '@/lib/rules/list-name';
import { TIME_LIMIT_MAX_MINUTES } from '@/lib/rules/time-limit-max';
import { entityParams, listPlate, plateList } from './lists';

/** Time-limit bounds (spec 1 §5, §9): at most 4320 minutes (72 h). */
export { TIME_LIMIT_MAX_MINUTES };
export { LIST_PLATES_RENDER_LIMIT } from '@/lib/rules/list-plates';
/** Plates one CSV upload may carry (the replace is one transaction). */
export const LIST_PLATES_UPLOAD_MAX = 100_000;
/**
 * The largest body of a plate replace (NDJSON stream or JSON array): LIST_PLATES_UPLOAD_MAX rows
 * of a 10 MB CSV with every field named, with room to spare. A larger one is 413.
 */
export const LIST_PLATES_STREAM_MAX_BYTES = 32 * 1024 * 1024;

const listUuidParams = z.object({ uuid: z.uuid() });
const text = (max: number) => z.string().trim().max(max).default('');
/** Built once: a schema per row made 50,000-row uploads slow. */
const emailFormat = z.email();
const HEX6 = /^[0-9A-Fa-f]{6}$/;

/** Fields of a plate as the add/edit dialogs and the CSV upload send them. */
export const plateFields = z.object({
  /** Non-alphanumerics are stripped and the plate upper-cased on create (spec 1 §5). */
  plate: z
    .string()
    .transform((p) => p.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .pipe(z.string().min(1, { message: 'Please enter a plate.' }).max(16)),
  name: text(120),
  email: z
    .string()
    .trim()
    .max(254)
    .default('')
    .refine((v) => v === '' || emailFormat.safeParse(v).success, {
      message: 'Please enter a valid email address.',
    }),
  label: text(120),
  label2: text(120),
  /** Six hex digits; a leading # is removed (spec 1 §5). */
  labelHex: z
    .string()
    .trim()
    .default('')
    .transform((v) => v.replace(/^#/, ''))
    .refine((v) => v === '' || HEX6.test(v), {
      message: 'The colour needs exactly six hex digits.',
    }),
  make: text(60),
  model: text(60),
  color: text(40),
  /** Optional; must not be in the past (checked against the server clock). */
  expiresAt: isoDate.nullable().default(null),
});
export type PlateFields = z.infer<typeof plateFields>;

export const listName = z
  .string()
  .trim()
  .min(1, { message: LIST_NAME_EMPTY })
  .max(LIST_NAME_MAX, { message: LIST_NAME_TOO_LONG })
  .refine((v) => !UNSAFE_TEXT.test(v), { message: UNSAFE_TEXT_MESSAGE });

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

export const listLists = defineCall({
  id: 'listLists',
  area: 'lists',
  method: 'GET',
  path: '/api/v2/dashboard/{entity}/lists/',
  summary: "The organisation's lists with plate counts, newest first (all types).",
  auth: true,
  params: entityParams,
  response: z.object({ lists: z.array(plateList) }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const createList = defineCall({
  id: 'createList',
  area: 'lists',
  method: 'POST',
  path: '/api/v2/dashboard/list',
  summary: 'Creates an allow (0), hot (1) or time-limit (2) list.',
  auth: true,
  body: z.object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: listName,
    entityUUID: z.uuid(),
  }),
  response: plateList,
  errors: { 400: 'Name missing or type invalid.', 403: 'Not an administrator.' },
});

export const updateList = defineCall({
  id: 'updateList',
  area: 'lists',
  method: 'PUT',
  path: '/api/v1/dashboard/list',
  summary: 'Renames a list (its type cannot change to or from permit/integration).',
  auth: true,
  body: z.object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    name: listName,
    uuid: z.uuid(),
  }),
  response: plateList,
  errors: { 400: 'Invalid.', 403: 'Not an administrator.', 404: 'No such list.' },
});

export const deleteList = defineCall({
  id: 'deleteList',
  area: 'lists',
  method: 'DELETE',
  path: '/api/v1/dashboard/list/{uuid}/delete',
  summary: 'Deletes a list, its plates, geofence and time limit (scans keep their match text).',
  auth: true,
  params: listUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});

export const getList = defineCall({
  id: 'getList',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/lists/{uuid}',
  summary: 'One list (header of the list screens).',
  auth: true,
  params: listUuidParams,
  response: plateList,
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const listPlates = defineCall({
  id: 'listPlates',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/lists/{uuid}/plates',
  summary: 'Plates of a list, newest first; `limit` (default 2500) caps the rows, `count` is all.',
  auth: true,
  params: listUuidParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(200_000).default(2500) }),
  response: z.object({ plates: z.array(listPlate), count: z.number().int() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const searchListPlates = defineCall({
  id: 'searchListPlates',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/dashboard/list/{uuid}/plate/{query}',
  summary: 'Plates of a list whose plate or name contains the query (plate upper-cased).',
  auth: true,
  params: listUuidParams.extend({ query: z.string().trim().min(1).max(120) }),
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const getIntegrationPlates = defineCall({
  id: 'getIntegrationPlates',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/integrations/{uuid}/getplates',
  summary: "An integration list's plates from its vendor (vendor name, location code, expiry).",
  auth: true,
  params: listUuidParams,
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 403: 'Not a member.', 404: 'No such integration list.' },
});

export const getIntegrationInfo = defineCall({
  id: 'getIntegrationInfo',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/integrations/{uuid}/info',
  summary: 'Vendor and locations of an integration list.',
  auth: true,
  params: listUuidParams,
  response: z.object({
    vendor: z.string(),
    isCheckEach: z.boolean(),
    vendors: z.array(
      z.object({ name: z.string(), locationCode: z.string(), description: z.string() }),
    ),
  }),
  errors: { 403: 'Not a member.', 404: 'No such integration list.' },
});

export const verifyIntegrationPlate = defineCall({
  id: 'verifyIntegrationPlate',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/integrations/verifyplate',
  summary: "Asks the vendor of a 'check each' integration list about one plate.",
  auth: true,
  query: z.object({ listuuid: z.uuid(), plate: z.string().trim().min(1).max(16) }),
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 400: 'The list is not check-each.', 403: 'Not a member.', 404: 'No such list.' },
});

export const addPlate = defineCall({
  id: 'addPlate',
  area: 'lists',
  method: 'POST',
  path: '/api/v1/plates',
  summary: 'Adds a plate to an allow, hot, time-limit or permit list.',
  auth: true,
  body: plateFields.extend({ listId: z.uuid() }),
  response: listPlate,
  errors: {
    400: 'Plate missing, expiry in the past, or an integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});

export const updatePlate = defineCall({
  id: 'updatePlate',
  area: 'lists',
  method: 'PUT',
  path: '/api/v1/plate/uuid',
  summary: 'Edits a plate of a list.',
  auth: true,
  body: plateFields.extend({ listId: z.uuid(), uuid: z.uuid() }),
  response: listPlate,
  errors: { 400: 'Invalid.', 403: 'Not an administrator.', 404: 'No such plate.' },
});

export const deletePlate = defineCall({
  id: 'deletePlate',
  area: 'lists',
  method: 'DELETE',
  path: '/api/v1/plate/uuid/{uuid}',
  summary: 'Deletes a plate of a list.',
  auth: true,
  params: listUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such plate.' },
});

/** One line of a streamed replace (replaceListPlatesStream): a plate as the CSV upload sends it. */
export const replacePlatesLine = plateFields.extend({
  expiresAt: isoDate.nullable().default(null),
});

export const replaceListPlatesStream = defineCall({
  id: 'replaceListPlatesStream',
  area: 'lists',
  method: 'POST',
  path: '/api/v1/dashboard/lists/{uuid}/plates/replace',
  summary:
    'Replaces all plates of a list from a stream (the CSV upload): the body is NDJSON (Content-Type application/x-ndjson), one plate per line with the fields of replacePlatesLine. The whole body is read and validated first (held packed, bounded by the 10 MB upload cap), then the plates are replaced in one short transaction: no transaction waits on the client. A bad line, no plates at all, too many lines, a broken or stalled stream leaves the old plates.',
  auth: true,
  params: listUuidParams,
  response: z.object({ count: z.number().int() }),
  errors: {
    400: 'A line that is not JSON or not a valid plate (named by its line number), no plates at all, more than LIST_PLATES_UPLOAD_MAX lines, a broken stream, or a permit/integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
    408: 'The stream stalled (30 seconds without a byte) or took longer than 5 minutes.',
    413: 'The body is larger than LIST_PLATES_STREAM_MAX_BYTES.',
  },
});

export const replaceListPlates = defineCall({
  id: 'replaceListPlates',
  area: 'lists',
  method: 'POST',
  path: '/api/v1/dashboard/listplates',
  summary:
    'Replaces all plates of a list in one transaction (CSV upload); rows without a plate are skipped by the caller. A failure leaves the old plates.',
  auth: true,
  body: z.object({
    listUUID: z.uuid(),
    plates: z.array(replacePlatesLine).max(LIST_PLATES_UPLOAD_MAX),
  }),
  response: z.object({ count: z.number().int() }),
  errors: {
    400: 'Invalid rows, or a permit/integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});

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
    address: z.string().trim().min(6, { message: 'Please enter more than 5 characters.' }).max(200),
  }),
  response: z.object({
    data: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: z.string() })),
  }),
});

export const getTimeLimit = defineCall({
  id: 'getTimeLimit',
  area: 'lists',
  method: 'GET',
  path: '/api/v1/list/{uuid}/timelimit',
  summary: 'The time limit of a time-limit list in minutes (0 = none).',
  auth: true,
  params: listUuidParams,
  response: z.object({ minutes: z.number().int() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const saveTimeLimit = defineCall({
  id: 'saveTimeLimit',
  area: 'lists',
  method: 'POST',
  path: '/api/v1/list/timelimit',
  summary: 'Saves and activates a time limit (0 to 4320 minutes).',
  auth: true,
  body: z.object({
    listUUID: z.uuid(),
    minutes: z
      .number()
      .int()
      .min(0)
      .max(TIME_LIMIT_MAX_MINUTES, { message: 'Time limits must be under 24 HR.' }),
  }),
  response: z.object({ minutes: z.number().int() }),
  errors: { 400: 'Over 4320 minutes.', 403: 'Not an administrator.', 404: 'No such list.' },
});

export const deleteTimeLimit = defineCall({
  id: 'deleteTimeLimit',
  area: 'lists',
  method: 'DELETE',
  path: '/api/v1/list/{uuid}/timelimit/delete',
  summary: 'Removes the time limit (minutes back to 0).',
  auth: true,
  params: listUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});
