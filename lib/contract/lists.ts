import { z } from 'zod';
import { defineCall, isoDate } from './define-call';

/** List types (spec 1 §3): 0 allow, 1 hot, 2 time limit, 3 permit, 4 integration. */
export const listType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type ListType = z.infer<typeof listType>;

export const LIST_TYPE = { allow: 0, hot: 1, timeLimit: 2, permit: 3, integration: 4 } as const;

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
});
export type PlateList = z.infer<typeof plateList>;

/** List plate (spec 1 §3). */
export const listPlate = z.object({
  uuid: z.string(),
  plate: z.string(),
  name: z.string(),
  email: z.string(),
  label: z.string(),
  label2: z.string(),
  labelHex: z.string(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
  expiresAt: isoDate.nullable(),
  createdAt: isoDate,
  paidStatus: z.enum(['Valid', 'Expired', 'Invalid']),
  vendorName: z.string().nullable(),
  vendorLocationCode: z.string().nullable(),
  vendorLocationDescription: z.string().nullable(),
  type: listType,
});
export type ListPlate = z.infer<typeof listPlate>;

export const entityParams = z.object({ entity: z.uuid() });

export const listSimpleLists = defineCall({
  id: 'listSimpleLists',
  area: 'lists',
  method: 'GET',
  path: '/api/v2/dashboard/{entity}/lists/simple',
  summary: "The organisation's plate lists, name and type only, sorted by name.",
  auth: true,
  params: entityParams,
  response: z.object({ lists: z.array(simpleList) }),
  errors: { 403: 'Not a member of the organisation.' },
});
