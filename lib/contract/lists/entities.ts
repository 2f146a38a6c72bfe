import { LIST_NAME_EMPTY, LIST_NAME_MAX, LIST_NAME_TOO_LONG } from '@/lib/rules/lists/list-name';
import { z } from 'zod';
import { callsOf, entityParams, isoDate, okBody } from '../define-call';
import { plainText } from '../text';
import { LIST_TYPE, MATCHED_LIST_TYPES, type ListType } from './constants';

export const listUuidParams = z.object({ uuid: z.uuid() });

export * from './constants';

/** List types (spec 1 §3): 0 allow, 1 hot, 2 time limit, 3 permit, 4 integration. */
export const listType = z.union([
  z.literal(LIST_TYPE.allow),
  z.literal(LIST_TYPE.hot),
  z.literal(LIST_TYPE.timeLimit),
  z.literal(LIST_TYPE.permit),
  z.literal(LIST_TYPE.integration),
]);

/**
 * The types a scan is matched against: the matched types and the permit list (spec 2, LPR: a
 * plate with a currently valid permit matches the organisation's permit list).
 */
export const SCAN_MATCH_LIST_TYPES = [...MATCHED_LIST_TYPES, LIST_TYPE.permit] as const;

export type ScanMatchListType = (typeof SCAN_MATCH_LIST_TYPES)[number];

/** A stored type number as the type of a scan's matched list, or null. */
export const asScanMatchListType = (type: number | null): ScanMatchListType | null =>
  SCAN_MATCH_LIST_TYPES.find((t) => t === type) ?? null;

/** A stored type number as a list type (an unknown number reads as an allow list). */
export const asListType = (type: number | null): ListType =>
  listType.safeParse(type).data ?? LIST_TYPE.allow;

/** A plate list as the simple lists call returns it (chips, report filters). */
export const simpleList = z.object({
  uuid: z.string(),
  name: z.string(),
  type: listType,
});

export type SimpleList = z.infer<typeof simpleList>;

/** List (spec 1 §3). */
export const plateList = z.object({
  uuid: z.string(),
  name: z.string(),
  type: listType,
  plateCount: z.number().int(),
  createdBy: z.string(),
  createdAt: isoDate,
  integrationEntity: z.string().nullable(),
  listId: z.string(),
  listName: z.string(),
  isCheckEach: z.boolean(),
  /** Time-limit lists: the rule in minutes (0 = none). */
  minutes: z.number().int().nullable(),
  /** Allow and hot lists: also match plates that differ only in look-alike characters (8/B …). */
  matchLookalikes: z.boolean(),
});

export type PlateList = z.infer<typeof plateList>;

const call = callsOf('lists');

export const listSimpleLists = call.get('listSimpleLists', {
  path: '/api/v2/dashboard/{entity}/lists/simple',
  summary: "The organisation's plate lists, name and type only, sorted by name.",
  params: entityParams,
  response: z.object({ lists: z.array(simpleList) }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const listName = plainText({
  label: 'List name',
  max: LIST_NAME_MAX,
  tooLong: LIST_NAME_TOO_LONG,
}).min(1, { message: LIST_NAME_EMPTY });

export const listLists = call.get('listLists', {
  path: '/api/v2/dashboard/{entity}/lists/',
  summary: "The organisation's lists with plate counts, newest first (all types).",
  params: entityParams,
  response: z.object({ lists: z.array(plateList) }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const createList = call.post('createList', {
  path: '/api/v2/dashboard/list',
  summary: 'Creates an allow (0), hot (1) or time-limit (2) list.',
  body: z.object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: listName,
    entityUUID: z.uuid(),
    /** Allow and hot lists: also match look-alike characters (default false). */
    matchLookalikes: z.boolean().optional(),
  }),
  response: plateList,
  errors: { 400: 'Name missing or type invalid.', 403: 'Not an administrator.' },
});

export const updateList = call.put('updateList', {
  path: '/api/v1/dashboard/list',
  summary:
    'Renames a list and sets its look-alike matching (its type cannot change to or from permit/integration).',
  body: z.object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    name: listName,
    uuid: z.uuid(),
    /** Allow and hot lists: also match look-alike characters (absent: unchanged). */
    matchLookalikes: z.boolean().optional(),
  }),
  response: plateList,
  errors: { 400: 'Invalid.', 403: 'Not an administrator.', 404: 'No such list.' },
});

export const deleteList = call.delete('deleteList', {
  path: '/api/v1/dashboard/list/{uuid}/delete',
  summary: 'Deletes a list, its plates, geofence and time limit (scans keep their match text).',
  params: listUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});

export const getList = call.get('getList', {
  path: '/api/v1/lists/{uuid}',
  summary: 'One list (header of the list screens).',
  params: listUuidParams,
  response: plateList,
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});
