import { z } from 'zod';
import { timezone } from '../../lpr';
import { plainText } from '../../text';
import { citationLogEntry, citationPage, citationStats, verifyLogEntry } from '../issued';

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
