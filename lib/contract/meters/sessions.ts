import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, isoDate } from '../define-call';
import { plainText } from '../text';

/** Provider calls of meters: paid parking sessions: per meter, all, plate search. */

/** Parking session (spec 3 §3); money in cents; status Valid until endTime, then Expired. */
export const meterSessionsSession = z.object({
  uuid: z.string(),
  publicId: z.string(),
  meterUUID: z.string(),
  zoneId: z.string(),
  meterName: z.string(),
  plate: z.string(),
  currency: z.enum(['USD', 'CAD']),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  netAmount: z.number().int(),
  status: z.enum(['Valid', 'Expired']),
  startTime: isoDate,
  endTime: isoDate,
  email: z.string().nullable(),
});
export type MeterSessionsSession = z.infer<typeof meterSessionsSession>;

/** A page of sessions, newest start first; pages from 0. */
export const meterSessionsPage = z.object({
  sessions: z.array(meterSessionsSession),
  page: z.number().int(),
  hasNext: z.boolean(),
  /** The organisation's portal subdomain (receipts live on its portal host); null: not set. */
  portalSubdomain: z.string().nullable(),
});
export type MeterSessionsPage = z.infer<typeof meterSessionsPage>;

export const meterSessionsPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A plate search (spec 3 §5: upper-cased); the whole plate, blank refused. */
export const meterSessionsPlate = plainText({ label: 'The plate', max: 20 })
  .transform((p) => p.toUpperCase())
  .pipe(z.string().min(1, { message: 'Please enter a vehicle plate' }));

export const meterSessionsSearchQuery = meterSessionsPageQuery.extend({
  plate: meterSessionsPlate,
});

export const meterSessionsMeterParams = entityParams.extend({ uuid: z.uuid() });

const NOT_MEMBER = 'Not a member of the organisation.';
const NO_METER = 'No such meter.';

const call = callsOf('meters');

export const meterSessionsListAll = call.get('meterSessionsListAll', {
  path: '/api/v1/meters/{entity}/sessions',
  summary: "All the organisation's paid parking sessions, newest start first, paged from 0.",
  params: entityParams,
  query: meterSessionsPageQuery,
  response: meterSessionsPage,
  errors: { 403: NOT_MEMBER },
});

export const meterSessionsListMeter = call.get('meterSessionsListMeter', {
  path: '/api/v1/meters/{entity}/meter/{uuid}/sessions',
  summary: "One meter's paid parking sessions, newest start first, paged from 0.",
  params: meterSessionsMeterParams,
  query: meterSessionsPageQuery,
  response: meterSessionsPage,
  errors: { 403: NOT_MEMBER, 404: NO_METER },
});

export const meterSessionsSearchAll = call.get('meterSessionsSearchAll', {
  path: '/api/v1/meters/{entity}/sessions/search',
  summary: "The organisation's sessions of one plate (upper-cased), newest first, paged from 0.",
  params: entityParams,
  query: meterSessionsSearchQuery,
  response: meterSessionsPage,
  errors: { 400: 'Please enter a vehicle plate', 403: NOT_MEMBER },
});

export const meterSessionsSearchMeter = call.get('meterSessionsSearchMeter', {
  path: '/api/v1/meters/{entity}/meter/{uuid}/sessions/search',
  summary: "One meter's sessions of one plate (upper-cased), newest first, paged from 0.",
  params: meterSessionsMeterParams,
  query: meterSessionsSearchQuery,
  response: meterSessionsPage,
  errors: { 400: 'Please enter a vehicle plate', 403: NOT_MEMBER, 404: NO_METER },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterSessionsCalls: CallDefinition[] = [
  meterSessionsListAll,
  meterSessionsListMeter,
  meterSessionsSearchAll,
  meterSessionsSearchMeter,
];
