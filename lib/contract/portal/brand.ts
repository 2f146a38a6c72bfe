import { z } from 'zod';
import { callsOf, entityParams } from '../define-call';
import { plainText } from '../text';

/** Brand details of the organisation's customer portals (spec 2 §3). */
export const brandDetails = z.object({
  subdomain: z.string().nullable(),
  brandTitle: z.string().nullable(),
  /** Hex without '#'; default white. */
  brandColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
  logoVersion: z.number().int(),
  isPrivate: z.boolean(),
  portalActive: z.boolean(),
});
export type BrandDetails = z.infer<typeof brandDetails>;

/**
 * The provider's public logo answer names the logo's current version (logoVersion) in this
 * header: the BFF caches only the address of that version for good (issue 25 item 12).
 */
export const LOGO_VERSION_HEADER = 'x-logo-version';

const hex = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{6}$/, { message: 'Colours are six hex digits without #.' })
  .transform((s) => s.toLowerCase());

export const brandBody = z.object({
  /** Empty is sent as null. */
  brandTitle: plainText({ label: 'The title', max: 120 })
    .nullable()
    .transform((s) => (s ? s : null)),
  brandColor: hex.default('ffffff'),
  accentColor: hex.default('ffffff'),
  isPrivate: z.boolean().default(true),
});

/** Connected (payouts) account status as the permit screens read it (spec 2 §3). */
export const connectStatus = z.object({
  accountExists: z.boolean(),
  accountActive: z.boolean(),
  portalActive: z.boolean(),
});

const errors = { 403: 'Not a member of the organisation.' };

const call = callsOf('portal');

export const getBrandDetails = call.get('getBrandDetails', {
  path: '/api/v1/portal/{entity}/brand',
  summary: 'Brand details of the customer portals.',
  params: entityParams,
  response: brandDetails,
  errors,
});

export const putBrandDetails = call.put('putBrandDetails', {
  path: '/api/v1/portal/{entity}/brand',
  summary: 'Saves title, colours and privacy (the subdomain is changed by support only).',
  params: entityParams,
  body: brandBody,
  response: brandDetails,
  errors,
});

export const putBrandImage = call.put('putBrandImage', {
  path: '/api/v1/portal/{entity}/brand/image',
  summary:
    'Uploads the logo (multipart field `image`: PNG, JPEG or WebP, resized in the browser to at most 500 px wide) into the file storage and makes it the logo.',
  params: entityParams,
  body: z.object({}),
  response: brandDetails,
  errors: { ...errors, 400: 'Please select a valid image file.' },
});

export const getBrandImage = call.get('getBrandImage', {
  path: '/api/v1/portal/{entity}/brand/image',
  summary:
    "The organisation's logo from the file storage, for its staff (image bytes, not JSON); also before a subdomain is set.",
  params: entityParams,
  response: z.unknown(),
  mediaTypes: ['image/png', 'image/jpeg', 'image/webp'],
  errors: { ...errors, 404: 'No logo yet.' },
});

export const checkSubdomain = call.get('checkSubdomain', {
  path: '/api/v1/portal/{entity}/subdomain',
  summary: "Whether a subdomain is free (or already the organisation's own).",
  params: entityParams,
  query: z.object({
    subdomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { message: 'Not a valid subdomain.' }),
  }),
  response: z.object({ available: z.boolean(), message: z.string().nullable() }),
  errors,
});

export const getConnectStatus = call.get('getConnectStatus', {
  path: '/api/v1/portal/{entity}/connect/status',
  summary:
    'Payouts account status for the permit, citation and meter screens (any member; setting it up is billing: super administrators).',
  params: entityParams,
  response: connectStatus,
  errors,
});

export const getConnectLogin = call.get('getConnectLogin', {
  path: '/api/v1/portal/{entity}/connect/login',
  summary: "The payouts account's dashboard URL (local test mode: the billing screen).",
  params: entityParams,
  response: z.object({ url: z.string() }),
  errors: { ...errors, 409: 'No connected account yet.' },
});
