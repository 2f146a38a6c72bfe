import { z } from 'zod';
import { normalizePlate } from '../../rules/plate';
import { callsOf, entityParams, isoDate } from '../define-call';
import { emailText, plainText, TEXT_MAX } from '../text';
import { privacyMessages as texts } from '../../messages/privacy';

/**
 * A person's data on request (issue 30 item 5): for one plate or one customer e-mail, what the
 * organisation holds (counts per kind of record), then all of it as one ZIP of CSV files and
 * images. Super administrators only; the export is written to the audit log.
 */

/** The plate as typed, normalised like every plate (upper-cased, A–Z 0–9). */
const requestPlate = plainText({
  label: 'Plate',
  max: TEXT_MAX.plate,
  tooLong: 'Plates are at most 16 characters.',
})
  .transform(normalizePlate)
  .pipe(z.string().min(1, { message: texts.dataRequestPlateMissing }));

/** The e-mail as typed, compared without case. */
const requestEmail = emailText()
  .min(1, { message: texts.dataRequestEmailMissing })
  .pipe(z.email({ message: texts.dataRequestEmailInvalid }))
  .transform((e) => e.toLowerCase());

/** Exactly one of a plate and an e-mail address (an empty one counts as absent). */
export const dataRequestQuery = z
  .object({
    plate: z.preprocess((v) => (v === '' ? undefined : v), requestPlate.optional()),
    email: z.preprocess((v) => (v === '' ? undefined : v), requestEmail.optional()),
  })
  .refine((q) => (q.plate === undefined) !== (q.email === undefined), {
    message: texts.dataRequestNeedsOne,
  });
export type DataRequestQuery = z.output<typeof dataRequestQuery>;

/** The kinds of record an export holds, in the order the screen and the README list them. */
export const dataRequestKinds = [
  'scans',
  'alerts',
  'permit_holders',
  'permit_vehicles',
  'permits',
  'meter_sessions',
  'citations',
  'appeals',
  'list_entries',
  'mail',
  'audit_events',
] as const;
export const dataRequestKind = z.enum(dataRequestKinds);
export type DataRequestKind = z.infer<typeof dataRequestKind>;

export const dataRequestSummary = z.object({
  subject: z.object({ type: z.enum(['plate', 'email']), value: z.string() }),
  /** How many records of each kind the organisation holds about the subject. */
  counts: z.array(z.object({ kind: dataRequestKind, label: z.string(), count: z.number().int() })),
  /** How many image files the ZIP will carry (scan, citation, appeal and permit images). */
  images: z.number().int(),
  timeZone: z.string(),
  checkedAt: isoDate,
});
export type DataRequestSummary = z.infer<typeof dataRequestSummary>;

const call = callsOf('privacy');
const errors = {
  400: 'No plate or e-mail address, both, or one that is not valid.',
  403: texts.dataRequestDenied,
};

export const getDataRequestSummary = call.get('getDataRequestSummary', {
  path: '/api/v1/privacy/{entity}/data-request',
  summary:
    'What the organisation holds about one plate or one customer e-mail: records per kind and images.',
  params: entityParams,
  query: dataRequestQuery,
  response: dataRequestSummary,
  errors,
});

export const exportDataRequest = call.get('exportDataRequest', {
  path: '/api/v1/privacy/{entity}/data-request/export',
  summary:
    'Everything the organisation holds about one plate or one customer e-mail, as a streamed ZIP (one CSV per kind, the images, README.txt); written to the audit log.',
  params: entityParams,
  query: dataRequestQuery,
  response: z.unknown(),
  mediaTypes: ['application/zip'],
  errors,
});
