import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { timezone } from '../../lpr';
import { plainText } from '../../text';
import {
  citationLogEntry,
  citationPage,
  citationStats,
  issuedCitation,
  verifyLogEntry,
} from '../issued';
import { citationIssuedBffRoutes as routes } from '../bff-routes/issued';

/** The answers and inputs of the BFF's citations routes: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */

const tz = timezone.default('UTC');

/** GET /api/citations/issued */
export const citationListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).optional(),
  location: z.union([z.literal('All'), z.uuid({ message: 'No such location.' })]).optional(),
  search: plainText({ label: 'The search', max: 40 }).optional(),
  tz,
});
export const citationListResponse = citationPage.extend({
  location: z.string(),
  search: z.string().nullable(),
});
export type CitationListResponse = z.infer<typeof citationListResponse>;

export const citationLocationChoice = z.object({ uuid: z.string(), name: z.string() });

/** GET /api/citations/issued/summary */
export const citationSummaryResponse = z.object({
  stats: citationStats,
  locations: z.array(citationLocationChoice),
});
export type CitationSummaryResponse = z.infer<typeof citationSummaryResponse>;

/** GET /api/citations/issued/:uuid/logs */
export const citationActivityResponse = z.object({
  logs: z.array(citationLogEntry),
  verify: z.array(verifyLogEntry),
});
export type CitationActivityResponse = z.infer<typeof citationActivityResponse>;

export const tzQuery = z.object({ tz });

const message = plainText({ label: 'The message', max: 1000 })
  .nullable()
  .optional()
  .transform((m) => (m ? m : null));

/** PUT /api/citations/issued/:uuid/void */
export const citationVoidRequest = z.object({
  void: z.boolean({ message: 'Choose Void or Unvoid.' }),
  message,
});
export type CitationVoidRequest = z.input<typeof citationVoidRequest>;

/** PUT /api/citations/issued/:uuid/status: the status menu's options but Void. */
export const citationStatusRequest = z.object({
  option: z.enum(['Paid', 'Uncollectable', 'Reopen'], { message: 'Please choose a status.' }),
  message,
});
export type CitationStatusRequest = z.input<typeof citationStatusRequest>;

/** PUT /api/citations/issued/:uuid/override */
export const citationOverrideRequest = z.object({
  amount: z
    .number({ message: 'Please enter an amount.' })
    .int({ message: 'Amounts are whole cents.' })
    .min(0, { message: 'Please enter an amount of $0 or more.' })
    .max(100_000_000, { message: 'Please enter a smaller amount.' }),
  note: plainText({ label: 'The note', max: 1000 }).min(1, {
    message: 'Please enter a note for the override.',
  }),
});
export type CitationOverrideRequest = z.input<typeof citationOverrideRequest>;

export const citationParam = z.object({ uuid: z.uuid({ message: 'No such citation.' }) });
export const citationImageParam = citationParam.extend({
  file: z.uuid({ message: 'No such image.' }),
});

const CITATION = { 404: 'No such citation (or not of this organisation).' };
const ACTION = { ...CITATION, 400: 'The citation cannot take this action in its status.' };

/** This group's endpoints (schemas of every route in ../bff-routes/issued.ts). */
export const citationIssuedEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.citationList, {
    summary:
      'Issued violations newest first, 50 a page from page 0, at a location or All; `search` (upper-cased) finds a notice number or plate instead. Amounts due in the zone `tz`.',
    query: citationListQuery,
    response: citationListResponse,
  }),
  defineEndpoint(routes.citationSummary, {
    summary: 'The summary cards (citation stats in the zone `tz`) and the location filter choices.',
    query: tzQuery,
    response: citationSummaryResponse,
  }),
  defineEndpoint(routes.citationDetail, {
    summary: 'One issued violation, its amount due today (late fees included) and images.',
    params: citationParam,
    query: tzQuery,
    response: issuedCitation,
    errors: CITATION,
  }),
  defineEndpoint(routes.citationActivity, {
    summary: "The notice's citation log and its verify log (the plate's scans).",
    params: citationParam,
    response: citationActivityResponse,
    errors: CITATION,
  }),
  defineEndpoint(routes.citationImage, {
    summary: 'One evidence image of the notice, streamed from the provider.',
    params: citationImageParam,
    errors: { 404: 'No such citation or image (or not of this organisation).' },
  }),
  defineEndpoint(routes.citationDeleteImage, {
    summary: 'Removes one evidence image of the notice (logged).',
    params: citationImageParam,
    query: tzQuery,
    response: issuedCitation,
    errors: { 404: 'No such citation or image.', 502: 'The image removal failure text.' },
  }),
  defineEndpoint(routes.citationVoid, {
    summary: 'Void (void: true, voidDate now) or Unvoid (void: false) with an optional message.',
    params: citationParam,
    query: tzQuery,
    body: citationVoidRequest,
    response: issuedCitation,
    errors: ACTION,
  }),
  defineEndpoint(routes.citationStatus, {
    summary:
      'The status menu: Paid (paid off platform), Uncollectable or Reopen (open) with an optional message; Void is the void route.',
    params: citationParam,
    query: tzQuery,
    body: citationStatusRequest,
    response: issuedCitation,
    errors: ACTION,
  }),
  defineEndpoint(routes.citationOverride, {
    summary: 'Overrides the amount due (cents) with a note.',
    params: citationParam,
    query: tzQuery,
    body: citationOverrideRequest,
    response: issuedCitation,
    errors: ACTION,
  }),
];
