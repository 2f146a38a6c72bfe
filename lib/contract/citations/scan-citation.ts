import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, isoDate } from '../define-call';
import { idempotencyKey } from '../payments';
import { plainText, TEXT_MAX } from '../text';

/**
 * Provider calls of citations: a scan or an alert becomes a citation in one step (issue 29 item 2).
 * Staff read what the form needs (the prefilled fields, the types the organisation may issue and
 * the live findings: a valid permit or a paid meter session of the plate now) and issue; a finding
 * refuses the issue unless it carries an override with a note.
 */

/** The override note's refusal (the form shows it under the note). */
export const OVERRIDE_NOTE_REQUIRED =
  'A valid permit or a paid session was found: enter a note saying why the citation is issued anyway.';

/** What the live re-check found for the plate now. */
export const scanCitationFinding = z.object({
  kind: z.enum(['permit', 'session']),
  /** The permit type's name, or the meter's name and zone. */
  label: z.string(),
  /** When the permit expires or the session ends. */
  until: isoDate.nullable(),
  /** The permit id or the session's public id. */
  reference: z.string(),
});
export type ScanCitationFinding = z.infer<typeof scanCitationFinding>;

/** A citation a scan became: its uuid and notice number. */
export const scanCitationRef = z.object({ uuid: z.string(), citationNumber: z.number().int() });
export type ScanCitationRef = z.infer<typeof scanCitationRef>;

/** A violation type the organisation may issue now (not archived; priced: payouts active). */
export const issuableType = z.object({
  uuid: z.string(),
  name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** What the form needs: the fields filled from the scan, the types, the findings. */
export const scanCitationCheck = z.object({
  scanUUID: z.string(),
  isAlert: z.boolean(),
  plate: z.string(),
  stateProv: z.string().nullable(),
  /** When the scan was captured: the citation's issue time. */
  issuedAt: isoDate,
  officer: z.object({ uuid: z.string().nullable(), name: z.string().nullable() }),
  /** The nearest ticket location of the organisation within reach, if any. */
  location: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /** The scan's coordinates, the place when no ticket location is chosen. */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  /** A time-limit alert's overstay (first seen, last seen, the rule), else null. */
  comments: z.string().nullable(),
  /** The organisation's ticket locations, for the select. */
  locations: z.array(z.object({ uuid: z.string(), name: z.string() })),
  types: z.array(issuableType),
  findings: z.array(scanCitationFinding),
  /** The citation this scan already became, if any. */
  citation: scanCitationRef.nullable(),
});
export type ScanCitationCheck = z.infer<typeof scanCitationCheck>;

const noteText = (label: string) =>
  plainText({ label, max: TEXT_MAX.note, multiline: true })
    .nullable()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : null));

/** POST: issue the citation of a scan. */
export const scanCitationBody = z.object({
  typeUUID: z.uuid({ message: 'Choose a violation type.' }),
  /** A ticket location of the organisation; none: the scan's coordinates are the place. */
  locationUUID: z
    .union([z.uuid(), z.literal(''), z.null()])
    .optional()
    .transform((s) => (s ? s : null)),
  stateProv: plainText({ label: 'The state or province', max: 40 })
    .nullable()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : null)),
  comments: noteText('The comments'),
  /** Issue although a valid permit or a paid session was found (needs overrideNote). */
  override: z.boolean().default(false),
  overrideNote: noteText('The override note'),
  idempotencyKey,
});
export type ScanCitationBody = z.output<typeof scanCitationBody>;
/** The body as the form sends it. */
export type ScanCitationRequest = z.input<typeof scanCitationBody>;

/** What the issue answers: the new (or, on a replay, the same) citation. */
export const scanCitationIssued = scanCitationRef.extend({
  plate: z.string(),
  imageCount: z.number().int(),
  overrideNote: z.string().nullable(),
});
export type ScanCitationIssued = z.infer<typeof scanCitationIssued>;

const scanParams = entityParams.extend({ uuid: z.uuid() });
const call = callsOf('citations');

export const checkScanCitation = call.get('checkScanCitation', {
  path: '/api/v1/dashboard/{entity}/scans/{uuid}/citation',
  summary:
    "What the citation form of a scan or alert needs: plate, time, officer, nearest ticket location or the scan's coordinates, a time-limit alert's overstay, the types the organisation may issue, and the live findings (valid permits, paid meter sessions of the plate now).",
  params: scanParams,
  response: scanCitationCheck,
  errors: { 403: 'Not an administrator of the organisation.', 404: 'No such scan.' },
});

export const issueScanCitation = call.post('issueScanCitation', {
  path: '/api/v1/dashboard/{entity}/scans/{uuid}/citation',
  summary:
    "Issues a citation from a scan or alert in one transaction: the scan's full image as the first evidence photo, the time-limit overstay in the comments. A valid permit or a paid session of the plate now refuses it (409 LIVE_FINDINGS) unless override is true with a note. The idempotency key replays the first answer.",
  params: scanParams,
  body: scanCitationBody,
  response: scanCitationIssued,
  errors: {
    400: 'Fields invalid, or an override without a note (OVERRIDE_NOTE_REQUIRED).',
    402: 'A priced type while the payouts account is not active (PRICE_NOT_ALLOWED).',
    403: 'Not an administrator of the organisation.',
    404: 'No such scan, violation type or location in the organisation.',
    409: 'The type is archived (TYPE_ARCHIVED), Vert Violations is not activated, the scan already became a citation (SCAN_ALREADY_CITED), a valid permit or paid session was found (LIVE_FINDINGS), or the idempotency key was used for something else (IDEMPOTENCY_KEY_REUSED).',
  },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationScanCalls: CallDefinition[] = [checkScanCitation, issueScanCitation];
