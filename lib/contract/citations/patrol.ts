import { z } from 'zod';
import { type CallDefinition, callsOf, isoDate } from '../define-call';
import { plainText, TEXT_MAX } from '../text';
import { normalizePlate } from '../../rules/plate';

/** Provider calls of citations: the patrol app issues citations. */

/** Evidence photos per citation (spec 3 §9) and the size cap of each. */
export const CITATION_PHOTOS_MAX = 4;
export const CITATION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart file fields of the photos, in order. */
export const CITATION_PHOTO_FIELDS = ['photo1', 'photo2', 'photo3', 'photo4'] as const;

const optionalLabel = (label: string, max: number = TEXT_MAX.label) =>
  plainText({ label, max })
    .optional()
    .transform((s) => (s ? s : null));

/** The text fields of a citation the patrol app issues (multipart/form-data). */
export const citationIssueUpload = z.object({
  entityUUID: z.uuid(),
  typeUUID: z.uuid(),
  plate: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{1,16}$/, {
      message: 'Plates are 1 to 16 letters, digits, spaces or dashes.',
    })
    .transform(normalizePlate),
  stateProv: optionalLabel('The state or province', 40),
  color: optionalLabel('The colour'),
  make: optionalLabel('The make'),
  model: optionalLabel('The model'),
  locationUUID: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .transform((s) => (s ? s : null)),
  comments: plainText({ label: 'The comments', max: TEXT_MAX.note, multiline: true })
    .optional()
    .transform((s) => (s ? s : null)),
});
export type CitationIssueFields = z.output<typeof citationIssueUpload>;

/** What the patrol app gets back: the notice as issued. */
export const issuedCitationReceipt = z.object({
  uuid: z.string(),
  citationNumber: z.number().int(),
  plate: z.string(),
  stateProv: z.string().nullable(),
  citationName: z.string(),
  location: z.string().nullable(),
  officerName: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  lateAmount1: z.number().int().nullable(),
  lateDays1: z.number().int().nullable(),
  lateAmount2: z.number().int().nullable(),
  lateDays2: z.number().int().nullable(),
  paymentStatus: z.string(),
  issuedAt: isoDate,
  imageCount: z.number().int(),
});
export type IssuedCitationReceipt = z.infer<typeof issuedCitationReceipt>;

const call = callsOf('citations');

export const issueCitation = call.post('issueCitation', {
  path: '/api/v1/citations',
  summary:
    'The patrol app issues a citation (multipart/form-data: the fields below plus up to 4 photos `photo1`…`photo4`, JPEG/PNG/WebP by content, each at most 5 MB). The officer is the token user; the notice number is the next of the organisation; amount and late fees are copied from the type.',
  body: citationIssueUpload,
  response: issuedCitationReceipt,
  errors: {
    400: 'Fields invalid, more than 4 photos, or a photo that is not an image or too large.',
    403: 'Not an active member.',
    404: 'No such violation type or location in the organisation.',
    409: 'The violation type is archived.',
  },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationPatrolCalls: CallDefinition[] = [issueCitation];
