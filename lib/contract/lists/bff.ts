import { isExpiryInPast } from '@/lib/rules/lists/plates';
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { ADDRESS_MIN_EXCLUSIVE } from '@/lib/rules/lists/geofence';
import type { TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { listName, plateList } from './entities';
import { geofence } from './geofence';
import { getIntegrationInfo } from './integration';
import { listPlate, plateFields } from './plates';
import { plainText, searchText, TEXT_MAX } from '../text';

/**
 * Bodies and answers of the BFF's list routes (/api/lists/**). The handlers validate with these;
 * the list and plate dialogs use the same schemas.
 */

/** CSV columns of the upload, the template and the download (spec 1 §5). */
export const PLATE_CSV_COLUMNS = [
  'plate',
  'name',
  'email',
  'label',
  'label2',
  'labelHex',
  'make',
  'model',
  'color',
  'expiresAt',
] as const;

/** Largest CSV file the upload accepts. */
export const PLATE_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/lists: the create dialog offers Allow (0) or Hot (1). */
export const createListBody = z.object({
  name: listName,
  type: z.union([z.literal(0), z.literal(1)], { message: 'Please choose Allow or Hot.' }),
  /** "Also match look-alike characters" (off unless asked). */
  matchLookalikes: z.boolean().optional(),
});

export type CreateListBody = z.input<typeof createListBody>;

/**
 * PUT /api/lists/:uuid renames a list and (allow and hot lists) sets "Also match look-alike
 * characters" (absent: unchanged).
 */
export const updateListBody = z.object({ name: listName, matchLookalikes: z.boolean().optional() });

export type UpdateListBody = z.input<typeof updateListBody>;

export const EXPIRY_IN_PAST = 'The expiry date cannot be in the past.';

/** POST /api/lists/:uuid/plates: the add dialog; the expiry must not be in the past. */
export const addPlateBody = plateFields.refine((p) => !isExpiryInPast(p.expiresAt), {
  message: EXPIRY_IN_PAST,
  path: ['expiresAt'],
});

export type PlateBody = z.input<typeof plateFields>;

/** PUT /api/lists/:uuid/plates/:plateUuid: the edit dialog. */
export const editPlateBody = plateFields;

/** GET /api/lists/:uuid/plates/search?q= — plate or name, upper-cased. */
export const plateSearchQuery = z.object({
  q: searchText({ tooLong: 'Searches are at most 120 characters.' })
    .toUpperCase()
    .min(1, { message: 'Please enter a plate or name.' }),
});

/** GET /api/lists */
export const listsResponse = z.object({
  /** Allow, hot, permit and integration lists (time-limit lists are on /timelimit). */
  lists: z.array(plateList),
  count: z.number().int(),
});
export type ListsResponse = z.output<typeof listsResponse>;

/** GET /api/lists/:uuid/plates */
export const listPlatesResponse = z.object({
  /** At most `limit` plates, newest first. */
  plates: z.array(listPlate),
  /** All plates of the list. */
  count: z.number().int(),
  limit: z.number().int(),
});
export type ListPlatesResponse = z.output<typeof listPlatesResponse>;

/** GET /api/lists/:uuid/plates/search */
export const plateSearchResponse = z.object({ plates: z.array(listPlate) });
export type PlateSearchResponse = z.output<typeof plateSearchResponse>;

/** GET /api/lists/:uuid/integration: the vendor's info and plates. */
export const integrationResponse = getIntegrationInfo.response.extend({
  plates: z.array(listPlate),
});
export type IntegrationResponse = z.output<typeof integrationResponse>;

/** POST /api/lists/:uuid/upload: plates stored and CSV rows skipped. */
export const uploadResponse = z.object({
  count: z.number().int(),
  skipped: z.number().int(),
});
export type UploadResponse = z.output<typeof uploadResponse>;

/** GET/POST/DELETE /api/geofence/:listUuid */
export const geofenceResponse = z.object({
  /** The list the geofence belongs to (the screen's heading). */
  list: z.object({ uuid: z.string(), name: z.string(), type: z.number().int() }),
  geofence: geofence.nullable(),
});
export type GeofenceResponse = z.output<typeof geofenceResponse>;

export const addressResult = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
});
export type AddressResult = z.output<typeof addressResult>;

/** GET /api/geofence/lookup */
export const addressLookupResponse = z.object({ results: z.array(addressResult) });
export type AddressLookupResponse = z.output<typeof addressLookupResponse>;

/** A digital chalking rule: a time-limit list with its limit (lib/rules/lists/time-limit). */
export const timeLimitRule = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.number().int(),
  /** 0 = none. */
  minutes: z.number().int().min(0),
  plateCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<TimeLimitRule>;

export const timeLimitRulesResponse = z.object({ rules: z.array(timeLimitRule) });
export type TimeLimitRulesResponse = z.output<typeof timeLimitRulesResponse>;
export const timeLimitRuleResponse = z.object({ rule: timeLimitRule });
export type TimeLimitRuleResponse = z.output<typeof timeLimitRuleResponse>;
export const timeLimitMinutesResponse = z.object({ minutes: z.number().int().min(0) });
export type TimeLimitMinutesResponse = z.output<typeof timeLimitMinutesResponse>;

/** GET /api/geofence/lookup?address= */
export const addressLookupQuery = z.object({
  address: plainText({
    label: 'Address',
    max: 200,
    tooLong: messages.addressTooLong,
  }).min(ADDRESS_MIN_EXCLUSIVE + 1, { message: messages.addressTooShort }),
});
const point = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
/** POST /api/geofence/:listUuid: the polygon's points and zoom. */
export const saveGeofenceBody = z.object({
  coords: z
    .array(point, { message: messages.geofenceNotDrawn })
    .min(3, { message: messages.geofenceTooFewPoints })
    .max(500, { message: messages.geofenceTooManyPoints }),
  zoom: z.number().min(0).max(22).default(17),
});

/** POST /api/timelimit: a new rule. */
export const createRuleBody = z.object({ name: listName });
/** Hours and minutes as the fields send them; negatives become 0 in totalMinutes. */
const part = z.union([z.number(), z.string().max(12)]).nullish();
/** POST /api/timelimit/:uuid: hours and minutes as the fields send them. */
export const saveTimeLimitBody = z.object({ hours: part, minutes: part });

/** GET /api/lists/:uuid/integration?plate= (check-each lists ask the vendor). */
export const integrationQuery = z.object({
  plate: plainText({ label: 'Plate', max: TEXT_MAX.plate, tooLong: messages.plateTooLong })
    .toUpperCase()
    .optional(),
});
