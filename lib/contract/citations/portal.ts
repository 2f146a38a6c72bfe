import { z } from 'zod';
import { type CallDefinition, callsOf, email, isoDate } from '../define-call';
import { idempotencyKey, payment } from '../payments';
import { portalSubdomain } from '../permits';
import { brandDetails } from '../portal';
import { plainText } from '../text';
import { normalizePlate } from '../../rules/plate';

/**
 * Provider calls of citations: the public violation portal (no session; rate-limited per client
 * address): the portal's brand and header texts, a notice by its uuid (not on a private portal)
 * or by notice number + plate (a miss reveals nothing), pay in local test mode, appeal once.
 */

export const violationPortal = z.object({
  brand: brandDetails.omit({ isPrivate: true }),
  header1: z.string().nullable(),
  header2: z.string().nullable(),
  /** Private mode: notices open only through the look-up (notice number + plate). */
  isPrivate: z.boolean(),
  /** The organisation's zone: every time on the portal reads in it. */
  timeZone: z.string(),
});
export type ViolationPortal = z.infer<typeof violationPortal>;

export const citationNotice = z.object({
  uuid: z.string(),
  citationNumber: z.number().int(),
  plate: z.string(),
  stateProv: z.string().nullable(),
  color: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  location: z.string().nullable(),
  citationName: z.string(),
  citationDescription: z.string(),
  comments: z.string().nullable(),
  issuedAt: isoDate,
  currency: z.enum(['USD', 'CAD']),
  /** The notice's amount (an override replaces it), cents. */
  amount: z.number().int(),
  /** What is due today with late fees (cents); 0 when nothing is payable. */
  amountDue: z.number().int(),
  /** 0: base amount; 1 or 2: that late fee applies. */
  lateLevel: z.number().int(),
  lateAmount1: z.number().int().nullable(),
  lateDays1: z.number().int().nullable(),
  lateAmount2: z.number().int().nullable(),
  lateDays2: z.number().int().nullable(),
  convenienceFee: z.number().int(),
  /** amountDue + the convenience fee: what paying charges now. */
  totalDue: z.number().int(),
  /** open, past due, paid, paid off platform, uncollectable, archived or void. */
  status: z.string(),
  payable: z.boolean(),
  paidTotal: z.number().int(),
  datePaid: isoDate.nullable(),
  imageIds: z.array(z.string()),
  appeal: z.object({ submissionDate: isoDate, status: z.string() }).nullable(),
  /** True while an appeal may still be made (none yet, within the window, not void or paid). */
  canAppeal: z.boolean(),
  /** The last moment of the appeal window (null: any time). */
  appealUntil: isoDate.nullable(),
});
export type CitationNotice = z.infer<typeof citationNotice>;

/** A plate as the violator types it, normalised like every plate (spec 1 §5). */
export const noticePlate = plainText({ label: 'The plate', max: 16 })
  .pipe(z.string().min(1, { message: 'Please enter the license plate.' }))
  .transform(normalizePlate)
  .pipe(z.string().min(1, { message: 'Please enter the license plate.' }));

export const noticeLookupBody = z.object({
  citationNumber: z.coerce
    .number({ message: 'Please enter the notice number.' })
    .int({ message: 'Please enter the notice number.' })
    .min(1, { message: 'Please enter the notice number.' })
    .max(2_000_000_000, { message: 'Please enter the notice number.' }),
  plate: noticePlate,
});

export const NOTICE_NOT_FOUND =
  'No notice matches this notice number and plate. Please check both and try again.';

export const portalParams = z.object({ subdomain: portalSubdomain });
export const noticeParams = portalParams.extend({ uuid: z.uuid() });

export const noticePayBody = z.object({
  /** One per payment attempt: a repeated submit with the same key charges once. */
  idempotencyKey,
  plate: noticePlate,
  /** Where the receipt goes. */
  email,
});

export const noticePayResult = z.object({ notice: citationNotice, payment });

/** Appeal images: at most this many, each at most this size (images by their content). */
export const APPEAL_IMAGES_MAX = 4;
export const APPEAL_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const APPEAL_IMAGE_FIELDS = ['image1', 'image2', 'image3', 'image4'] as const;

const optionalText = (label: string, max: number) =>
  plainText({ label, max })
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));

export const noticeAppealBody = z.object({
  plate: noticePlate,
  name: plainText({ label: 'Your name', max: 120 }).pipe(
    z.string().min(1, { message: 'Please enter your name.' }),
  ),
  email,
  phoneNumber: optionalText('The phone number', 40),
  address: optionalText('The address', 300),
  reason: plainText({ label: 'The reason', max: 4000, multiline: true }).pipe(
    z.string().min(1, { message: 'Please enter the reason for your appeal.' }),
  ),
});

export const APPEAL_ALREADY_SUBMITTED = 'An appeal was already submitted for this notice.';
export const APPEAL_WINDOW_CLOSED = 'The appeal window for this notice has closed.';
export const NOTICE_ALREADY_PAID = 'This notice is already paid.';

const notFound = 'No such portal or notice (a notice number and plate that do not match).';

const call = callsOf('citations');

export const getViolationPortal = call.get('getViolationPortal', {
  path: '/api/v1/public/violations/{subdomain}',
  summary: "The violation portal's brand, header texts and private mode.",
  auth: false,
  params: portalParams,
  response: violationPortal,
  errors: { 400: 'Not a valid subdomain.', 404: 'No such portal.', 429: 'Too many requests.' },
});

export const getCitationNotice = call.get('getCitationNotice', {
  path: '/api/v1/public/violations/{subdomain}/citations/{uuid}',
  summary:
    'A notice by its uuid (the printed link). On a private portal only with the matching plate (query plate).',
  auth: false,
  params: noticeParams,
  query: z.object({ plate: noticePlate.optional() }),
  response: citationNotice,
  errors: { 400: 'Not a valid subdomain or id.', 404: notFound, 429: 'Too many requests.' },
});

export const lookupCitationNotice = call.post('lookupCitationNotice', {
  path: '/api/v1/public/violations/{subdomain}/lookup',
  summary:
    'A notice by notice number and plate (both must match; a miss answers the same 404 whether the number exists or not).',
  auth: false,
  params: portalParams,
  body: noticeLookupBody,
  response: citationNotice,
  errors: { 400: 'Invalid notice number or plate.', 404: notFound, 429: 'Too many look-ups.' },
});

export const getCitationNoticeImage = call.get('getCitationNoticeImage', {
  path: '/api/v1/public/violations/{subdomain}/citations/{uuid}/images/{file}',
  summary:
    'One evidence photo of a notice (image bytes, not JSON). On a private portal only with the matching plate (query plate), as the notice itself.',
  auth: false,
  params: noticeParams.extend({ file: z.uuid() }),
  query: z.object({ plate: noticePlate.optional() }),
  response: z.unknown(),
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  errors: { 400: 'Not a valid id.', 404: 'No such notice or photo.', 429: 'Too many requests.' },
});

export const payCitationNotice = call.post('payCitationNotice', {
  path: '/api/v1/public/violations/{subdomain}/citations/{uuid}/pay',
  summary:
    'Pays the amount due today (late fees included, computed by the provider) plus the convenience fee in local test mode; the same idempotency key charges once. The notice becomes paid and a receipt is e-mailed.',
  auth: false,
  params: noticeParams,
  body: noticePayBody,
  response: noticePayResult,
  errors: {
    400: 'Invalid details.',
    402: 'Payments are not active for this organisation.',
    404: notFound,
    409: `${NOTICE_ALREADY_PAID} Or it is not payable (void), or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).`,
    429: 'Too many attempts.',
  },
});

export const appealCitationNotice = call.post('appealCitationNotice', {
  path: '/api/v1/public/violations/{subdomain}/citations/{uuid}/appeal',
  summary: `Appeals a notice once, within the appeal window (multipart: the fields and up to ${APPEAL_IMAGES_MAX} images image1…image4, JPEG, PNG or WebP, each at most 3 MB).`,
  auth: false,
  params: noticeParams,
  body: noticeAppealBody,
  response: citationNotice,
  errors: {
    400: 'Invalid details or not an image.',
    404: notFound,
    409: `${APPEAL_ALREADY_SUBMITTED} Or the window has closed, or the notice is void or paid.`,
    429: 'Too many attempts.',
  },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationPortalCalls: CallDefinition[] = [
  getViolationPortal,
  getCitationNotice,
  lookupCitationNotice,
  getCitationNoticeImage,
  payCitationNotice,
  appealCitationNotice,
];
