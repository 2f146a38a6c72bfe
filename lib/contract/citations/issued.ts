import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { timezone } from '../lpr';
import { plainText } from '../text';

/** Provider calls of citations: issued violations: list, stats, search, detail, logs, verify log, images (the actions on a notice: issued-actions.ts). */

/** Issued violations per page of the list (from page 0). */
export const CITATION_PAGE_SIZE = 50;
/** At most this many notices answer a search (newest first). */
export const CITATION_SEARCH_CAP = 100;
/** At most this many scans in a verify log (newest first). */
export const VERIFY_LOG_CAP = 200;

export const citationEntityUuid = z.object({ entity: z.uuid(), uuid: z.uuid() });
export const citationZoneQuery = z.object({ timezone: timezone.default('UTC') });

/** A citation's status as read on the day (stored status, or past due / void). */
export const citationStatusValue = z.enum([
  'open',
  'past due',
  'paid',
  'paid off platform',
  'archived',
  'uncollectable',
  'void',
]);

/**
 * An issued violation (spec 3 §3 Citation), with what the screens read besides: its status on
 * the day (`status`), the amount due today with late fees (`amountDue`, cents), its late level,
 * and the officer's and location's names. imageURLs are the provider's own file route.
 */
export const issuedCitation = z.object({
  uuid: z.string(),
  entityUUID: z.string(),
  citationNumber: z.number().int(),
  plate: z.string(),
  stateProv: z.string().nullable(),
  color: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  amountOverride: z.number().int().nullable(),
  lateAmount1: z.number().int().nullable(),
  lateDays1: z.number().int().nullable(),
  lateAmount2: z.number().int().nullable(),
  lateDays2: z.number().int().nullable(),
  convenienceFee: z.number().int(),
  paidTotal: z.number().int(),
  paidTotalFees: z.number().int(),
  paidNet: z.number().int(),
  paymentStatus: z.string(),
  status: citationStatusValue,
  amountDue: z.number().int(),
  lateLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  voidDate: isoDate.nullable(),
  citationName: z.string(),
  citationDescription: z.string(),
  typeUUID: z.string(),
  comments: z.string().nullable(),
  updateMessage: z.string().nullable(),
  location: z.string().nullable(),
  locationUUID: z.string().nullable(),
  officerId: z.string().nullable(),
  officerName: z.string().nullable(),
  createdBy: z.string().nullable(),
  issuedAt: isoDate,
  datePaid: isoDate.nullable(),
  imageURLs: z.array(z.string()),
  appealName: z.string().nullable(),
  appealDate: isoDate.nullable(),
  /** The scan or alert it was issued from (issue 29 item 2), and an override's note. */
  scanUUID: z.string().nullable().optional(),
  overrideNote: z.string().nullable().optional(),
});
export type IssuedCitation = z.infer<typeof issuedCitation>;

export const citationPage = z.object({
  citations: z.array(issuedCitation),
  page: z.number().int(),
  hasNext: z.boolean(),
});
export type CitationPage = z.infer<typeof citationPage>;

/** Citation stats (spec 3 §3), counted in the given time zone; money in cents. */
export const citationStats = z.object({
  totalNet: z.number().int(),
  todayNet: z.number().int(),
  issuedTodayCount: z.number().int(),
  issuedMonthCount: z.number().int(),
  paidMonthCount: z.number().int(),
  issuedPayableCount: z.number().int(),
});
export type CitationStats = z.infer<typeof citationStats>;

/** Citation log entry (spec 3 §3). */
export const citationLogEntry = z.object({
  createdAt: isoDate,
  type: z.string(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type CitationLogEntry = z.infer<typeof citationLogEntry>;

/** Verify log entry (spec 3 §3): a scan of the plate. */
export const verifyLogEntry = z.object({
  createdAt: isoDate,
  patrolName: z.string().nullable(),
  patrolEmail: z.string().nullable(),
  plate: z.string(),
  listName: z.string().nullable(),
});
export type VerifyLogEntry = z.infer<typeof verifyLogEntry>;

export const citationErrors = {
  403: 'Not a member of the organisation.',
  404: 'No such citation.',
};

const call = callsOf('citations');

export const listCitations = call.get('listCitations', {
  path: '/api/v1/citations/{entity}/citations',
  summary: `Issued violations, newest first, ${CITATION_PAGE_SIZE} a page from page 0; \`location\` a location uuid or All.`,
  params: entityParams,
  query: citationZoneQuery.extend({
    page: z.coerce.number().int().min(0).max(100_000).optional(),
    location: z.union([z.literal('All'), z.uuid()]).optional(),
  }),
  response: citationPage,
  errors: { 403: citationErrors[403] },
});

export const getCitationStats = call.get('getCitationStats', {
  path: '/api/v1/citations/{entity}/stats',
  summary:
    'Citation stats in the time zone: total and today’s net, issued today and this month, paid this month, payable.',
  params: entityParams,
  query: citationZoneQuery,
  response: citationStats,
  errors: { 403: citationErrors[403] },
});

export const searchCitations = call.get('searchCitations', {
  path: '/api/v1/citations/{entity}/search',
  summary: `Notices whose number or plate is the term (upper-cased), newest first, at most ${CITATION_SEARCH_CAP}.`,
  params: entityParams,
  query: citationZoneQuery.extend({
    term: plainText({ label: 'The search', max: 40 })
      .min(1)
      .transform((t) => t.toUpperCase()),
  }),
  response: z.array(issuedCitation),
  errors: { 403: citationErrors[403] },
});

export const getCitation = call.get('getCitation', {
  path: '/api/v1/citations/{entity}/citation/{uuid}',
  summary: 'One issued violation with its amount due today (late fees included).',
  params: citationEntityUuid,
  query: citationZoneQuery,
  response: issuedCitation,
  errors: citationErrors,
});

export const getCitationLogs = call.get('getCitationLogs', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/logs',
  summary: 'The citation log, oldest first: every action on the notice, who and what.',
  params: citationEntityUuid,
  response: z.array(citationLogEntry),
  errors: citationErrors,
});

export const getVerifyLogs = call.get('getVerifyLogs', {
  path: '/api/v1/citations/{entity}/verify-logs',
  summary: `The verify log of a plate: its scans in the organisation, newest first (at most ${VERIFY_LOG_CAP}).`,
  params: entityParams,
  query: z.object({
    plate: plainText({ label: 'Plate', max: 20 })
      .min(1)
      .transform((p) => p.toUpperCase()),
  }),
  response: z.array(verifyLogEntry),
  errors: { 403: citationErrors[403] },
});

/** An evidence image of a citation (imageURLs point here). */
export const citationImagePath = (entity: string, citation: string, file: string) =>
  `/api/v1/citations/${entity}/citation/${citation}/images/${file}`;

export const getCitationImage = call.get('getCitationImage', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/images/{file}',
  summary: "One evidence image of a citation, from the provider's file storage (image bytes).",
  params: citationEntityUuid.extend({ file: z.uuid() }),
  response: z.unknown(),
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  errors: { 403: citationErrors[403], 404: 'No such citation or image.' },
});
