import { isExpiryInPast } from '@/lib/rules/lists/plates';
import { z } from 'zod';
import type { SavedGeofence } from '@/lib/rules/lists/geofence';
import type { TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { listName, type PlateList } from './entities';
import { plateFields, type ListPlate } from './plates';
import { searchText } from '../text';

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
});

export type CreateListBody = z.input<typeof createListBody>;

/** PUT /api/lists/:uuid renames a list. */
export const updateListBody = z.object({ name: listName });

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
export interface ListsResponse {
  /** Allow, hot, permit and integration lists (time-limit lists are on /timelimit). */
  lists: PlateList[];
  count: number;
}

/** GET /api/lists/:uuid/plates */
export interface ListPlatesResponse {
  /** At most `limit` plates, newest first. */
  plates: ListPlate[];
  /** All plates of the list. */
  count: number;
  limit: number;
}

/** GET /api/lists/:uuid/plates/search */
export interface PlateSearchResponse {
  plates: ListPlate[];
}

/** GET /api/lists/:uuid/integration */
export interface IntegrationResponse {
  vendor: string;
  isCheckEach: boolean;
  vendors: Array<{ name: string; locationCode: string; description: string }>;
  plates: ListPlate[];
}

/** POST /api/lists/:uuid/upload */
export interface UploadResponse {
  count: number;
  skipped: number;
}

export interface GeofenceResponse {
  /** The list the geofence belongs to (the screen's heading). */
  list: { uuid: string; name: string; type: number };
  geofence: SavedGeofence | null;
}

export interface AddressResult {
  latitude: number;
  longitude: number;
  label: string;
}

export interface AddressLookupResponse {
  results: AddressResult[];
}

export interface TimeLimitRulesResponse {
  rules: TimeLimitRule[];
}
export interface TimeLimitRuleResponse {
  rule: TimeLimitRule;
}
export interface TimeLimitMinutesResponse {
  minutes: number;
}
