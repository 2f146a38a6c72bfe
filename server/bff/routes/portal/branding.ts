import 'server-only';
import {
  brandDetails,
  checkSubdomain,
  getBrandDetails,
  getBrandImage,
  putBrandDetails,
  putBrandImage,
  type BrandDetails,
} from '@/lib/contract';
import { portalBffRoutes as routes } from '@/lib/contract/portal/bff-routes';
import {
  logoQuery,
  saveBrandingBody,
  subdomainCheck,
  subdomainQuery,
} from '@/lib/contract/portal/bff';
import { messages } from '@/lib/messages';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_TYPES } from '@/lib/rules/portal/brand-branding';
import { streamProviderImage, type OrgProviderClient } from '@/server/provider-client';
import type { BffContext } from '../../context';
import { endpoint } from '../../endpoint';
import { BffError, PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';
import { brandingView, loadBranding } from './brand-view';

/**
 * /api/portal-brand: the staff's branding page of the customer portals (/permits/permit-portal,
 * /customer-portal): the brand, its save, the subdomain check and the logo (upload and bytes).
 * The organisation is always the session's; the provider writes the audit records.
 */

/** A failed save reads as the §8 text. */
const saveRefusals = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.portalSaveFailed },
  INVALID_IMAGE: { message: messages.invalidImage },
};

const INVALID = () => new BffError(400, 'INVALID_IMAGE', messages.invalidImage);

/** The one image of a multipart body (field `image`), checked for type and size. */
async function logoOf(c: BffContext): Promise<File> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw INVALID();
  const form = await c.req.raw.formData().catch(() => {
    throw INVALID();
  });
  const image = form.get('image');
  if (!(image instanceof File)) throw INVALID();
  if (!(LOGO_TYPES as readonly string[]).includes(image.type)) throw INVALID();
  if (image.size > LOGO_MAX_BYTES) throw new BffError(413, 'FILE_TOO_LARGE', LOGO_TOO_LARGE);
  if (image.size === 0) throw INVALID();
  return image;
}

/** PUT putBrandImage with the image as multipart. */
function uploadToProvider(p: OrgProviderClient, image: File): Promise<BrandDetails> {
  const form = new FormData();
  form.set('image', image, image.name || 'logo');
  return p.call(putBrandImage, { params: { entity: p.entity }, multipart: form });
}

export const brandingEndpoints = [
  endpoint(routes.brandingGet, {
    summary:
      "The organisation's portal brand: subdomain, title, colours and logo (its URL is the BFF's logo route).",
    response: brandDetails,
    handler: ({ caller }) => loadBranding(caller),
  }),

  /** Title (blank as null) and colours; the portal's privacy is kept as it is. */
  endpoint(routes.brandingSave, {
    summary:
      'Saves the title (blank as null) and the brand and accent colours; the subdomain is changed by support only.',
    body: saveBrandingBody,
    response: brandDetails,
    refusals: saveRefusals,
    handler: async ({ caller, body }) => {
      const params = { entity: caller.entity };
      const current = await caller.call(getBrandDetails, { params });
      const saved = await caller.call(putBrandDetails, {
        params,
        body: { ...body, isPrivate: current.isPrivate },
      });
      return brandingView(saved);
    },
  }),

  endpoint(routes.brandingSubdomain, {
    summary: "Whether a subdomain is free (or already the organisation's own).",
    query: subdomainQuery,
    response: subdomainCheck,
    handler: async ({ caller, query: { subdomain } }) => {
      const answer = await caller.call(checkSubdomain, {
        params: { entity: caller.entity },
        query: { subdomain },
      });
      return {
        available: answer.available,
        message: answer.available ? null : messages.subdomainTaken,
      };
    },
  }),

  /** The logo, resized in the browser; the BFF checks its type and size, the provider its bytes. */
  endpoint(routes.brandingLogoUpload, {
    summary:
      'The logo (multipart field `image`: PNG, JPEG or WebP, at most 512 KB, resized in the browser to at most 500 px wide) into the file storage.',
    response: brandDetails,
    errors: { 400: messages.invalidImage, 413: 'The logo may be at most 512 KB.' },
    refusals: saveRefusals,
    handler: async ({ caller, c }) => brandingView(await uploadToProvider(caller, await logoOf(c))),
  }),

  /** The logo's bytes from the provider's file storage (images only pass through). */
  endpoint(routes.brandingLogo, {
    summary: "The organisation's logo from the file storage (image bytes).",
    query: logoQuery,
    errors: { 404: 'No logo yet.' },
    handler: ({ caller }) =>
      streamProviderImage({
        path: getBrandImage.path.replace('{entity}', encodeURIComponent(caller.entity)),
        token: caller.token,
        call: getBrandImage.id,
        accepts: (mime) => (LOGO_TYPES as readonly string[]).includes(mime),
      }),
  }),
];
