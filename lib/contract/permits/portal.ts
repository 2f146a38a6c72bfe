import { z } from 'zod';
import { HOLDER_FORM_TEXTS } from '../../rules/permits/holder-forms';
import { callsOf, isoDate } from '../define-call';
import { idempotencyKey, payment } from '../payments';
// The portal area's index re-exports its BFF endpoints, which use this file's schemas: through
// the index this import would close a cycle (permits → portal → portal/bff → permits).
// eslint-disable-next-line vert/area-boundaries
import { brandDetails } from '../portal/brand';
import { permitEmail, requiredText, safeText, paidStatus } from './fields';
import { permitProduct } from './products';
import { vehicleBody } from './holders';

/** Public calls of the permit portal (no staff token; rate-limited per address). */
export const portalSubdomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { message: 'Not a valid subdomain.' });
export const subdomainParams = z.object({ subdomain: portalSubdomain });
export const subdomainUuidParams = subdomainParams.extend({ uuid: z.uuid() });

/** A permit type as customers see it. */
export const portalProduct = permitProduct.pick({
  uuid: true,
  name: true,
  description: true,
  amount: true,
  currency: true,
  convenienceFee: true,
  billingType: true,
  billingPeriod: true,
  permitDuration: true,
  permitDurationUnit: true,
  isAutoApproved: true,
  isRegImgRequired: true,
  isEmailVerify: true,
  timeSelectionType: true,
  chosenDate: true,
  chosenEndDate: true,
  timeZone: true,
});

export const publicPortal = z.object({
  brand: brandDetails.omit({ isPrivate: true }),
  /** Empty when the portal is private. */
  products: z.array(portalProduct),
});

export const codeBody = z.object({ email: permitEmail });

/** Registration images a portal checkout takes: at most this many, each at most this size. */
export const REG_IMAGES_MAX = 3;
export const REG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REG_IMAGE_REQUIRED = 'Please upload a photo of your vehicle registration.';

const optional = safeText(200).nullable().default(null);

export const checkoutBody = z.object({
  /** One per checkout attempt: a repeated submit with the same key charges once, issues once. */
  idempotencyKey,
  /** The e-mail code when the type verifies e-mail. */
  code: z.string().trim().max(12).optional(),
  email: permitEmail,
  fullname: requiredText(120, 'Name', HOLDER_FORM_TEXTS.name),
  phonenumber: optional,
  address1: optional,
  city: optional,
  state: optional,
  zip: optional,
  country: optional,
  vehicle: vehicleBody,
  /** Manual start (time selection 3); same day uses today, fixed period the type's dates. */
  startAt: isoDate.optional(),
  endAt: isoDate.optional(),
  /** Registration images uploaded first (uploadPermitRegImage), when the type requires them. */
  regImageIds: z.array(z.uuid()).max(REG_IMAGES_MAX).default([]),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const checkoutResult = z.object({
  permitUUID: z.string(),
  customerPermitId: z.string(),
  paidStatus,
  issuedOn: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  payment: payment.nullable(),
});

const notFound = 'No such portal or permit type.';

const call = callsOf('permits');

export const getPublicPortal = call.get('getPublicPortal', {
  path: '/api/v1/public/portal/{subdomain}',
  summary: 'Brand details and (unless private) the public permit types of a portal.',
  auth: false,
  params: subdomainParams,
  response: publicPortal,
  errors: { 400: 'Not a valid subdomain or id.', 404: notFound, 429: 'Too many requests.' },
});

export const getPublicPermitProduct = call.get('getPublicPermitProduct', {
  path: '/api/v1/public/portal/{subdomain}/permits/{uuid}',
  summary: 'One permit type of the portal (by its link; also on a private portal).',
  auth: false,
  params: subdomainUuidParams,
  response: portalProduct,
  errors: { 400: 'Not a valid subdomain or id.', 404: notFound, 429: 'Too many requests.' },
});

export const requestPermitCode = call.post('requestPermitCode', {
  path: '/api/v1/public/portal/{subdomain}/permits/{uuid}/verify',
  summary:
    'E-mails a 6-digit verification code for this permit type (valid 15 minutes) through the outbox. One live code per e-mail and type: a new code replaces the earlier one, and five wrong tries cancel it.',
  auth: false,
  params: subdomainUuidParams,
  body: codeBody,
  response: z.object({ ok: z.literal(true) }),
  errors: {
    400: 'Not a valid subdomain, id or e-mail.',
    404: notFound,
    429: 'Too many codes requested (per e-mail: 5 in 15 minutes and 10 a day; 30 an hour per client address).',
  },
});

export const getPortalLogo = call.get('getPortalLogo', {
  path: '/api/v1/public/portal/{subdomain}/logo',
  summary: "The portal's logo from the provider's file storage (image bytes, not JSON).",
  auth: false,
  params: subdomainParams,
  query: z.object({ v: z.coerce.number().int().min(0).max(1_000_000).optional() }),
  response: z.unknown(),
  mediaTypes: ['image/png', 'image/jpeg', 'image/webp'],
  errors: {
    400: 'Not a valid subdomain.',
    404: 'No such portal or no logo.',
    429: 'Too many requests.',
  },
});

export const uploadPermitRegImage = call.post('uploadPermitRegImage', {
  path: '/api/v1/public/portal/{subdomain}/permits/{uuid}/images',
  summary:
    'Uploads one registration image for a checkout of a type that requires them (multipart field `image`: JPEG, PNG or WebP up to 5 MB, decoded and re-encoded without any metadata) into the file storage; the checkout then names it in regImageIds. Unclaimed uploads are capped per portal and removed after a day.',
  auth: false,
  params: subdomainUuidParams,
  body: z.object({}),
  response: z.object({ fileUUID: z.string() }),
  errors: {
    400: 'Please select a valid image file (or the type takes no images).',
    404: notFound,
    429: 'Too many attempts, or too many images waiting on this portal (TOO_MANY_UPLOADS).',
  },
});

export const checkoutPermit = call.post('checkoutPermit', {
  path: '/api/v1/public/portal/{subdomain}/permits/{uuid}/checkout',
  summary:
    'Registers and (for a priced, auto-approved type) pays a permit in local test mode. Amount and fee come from the type. Same idempotency key: same answer, one charge, one permit. Auto-approved types are paid (Valid or Awaiting start time); others wait for approval.',
  auth: false,
  params: subdomainUuidParams,
  body: checkoutBody,
  response: checkoutResult,
  errors: {
    400: 'Invalid details, dates outside the type, or a wrong or expired code.',
    402: 'A priced type of an organisation without an active payouts account (PAYMENTS_INACTIVE).',
    404: notFound,
    409: 'The permit type reached its maximum count, or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
    429: 'Too many attempts.',
  },
});
