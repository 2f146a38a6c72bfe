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
import { saveBrandingBody, subdomainQuery } from '@/lib/contract/portal/bff';
import { messages } from '@/lib/messages';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_TYPES } from '@/lib/rules/portal/brand-branding';
import { payloadOf } from '@/provider';
import { errorFields, logger } from '@/platform/log';
import {
  providerBaseUrl,
  multipartBody,
  ProviderError,
  sendToProvider,
  streamProviderImage,
  type OrgProviderClient,
} from '@/server/provider-client';
import { type BffContext, parseBody } from '../../context';
import { BffError, PROVIDER_FAILED, PROVIDER_FAILED_STATUS, refuseAs } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';
import { brandingView, loadBranding } from '../../views/portal/branding';

/**
 * /api/portal-brand: the staff's branding page of the customer portals (/permits/permit-portal,
 * /customer-portal): the brand, its save, the subdomain check and the logo (upload and bytes).
 * The organisation is always the session's; the provider writes the audit records.
 */
export const portalBrandingRoutes = bffRouter('/api/portal-brand');
portalBrandingRoutes.use('*', requireSession, requireOrg);

/** A failed save reads as the §8 text. */
const saveRefusals = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.portalSaveFailed },
  INVALID_IMAGE: { message: messages.invalidImage },
};

on(portalBrandingRoutes, routes.brandingGet, async (c) => c.json(await loadBranding(c.var.caller)));

/** Title (blank as null) and colours; the portal's privacy is kept as it is. */
on(portalBrandingRoutes, routes.brandingSave, async (c) => {
  refuseAs(c, saveRefusals);
  const p = c.var.caller;
  const { entity } = p;
  const body = await parseBody(c, saveBrandingBody);
  const current = await p.call(getBrandDetails, { params: { entity } });
  const saved = await p.call(putBrandDetails, {
    params: { entity },
    body: { ...body, isPrivate: current.isPrivate },
  });
  return c.json(brandingView(saved));
});

on(portalBrandingRoutes, routes.brandingSubdomain, async (c) => {
  const { subdomain } = parseQuery(c, subdomainQuery);
  const p = c.var.caller;
  const answer = await p.call(checkSubdomain, {
    params: { entity: p.entity },
    query: { subdomain },
  });
  return c.json({
    available: answer.available,
    message: answer.available ? null : messages.subdomainTaken,
  });
});

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

/** The provider's error of a raw call as a ProviderError (the one error mapper takes it on). */
async function providerErrorOf(res: Response): Promise<ProviderError> {
  const payload = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  return new ProviderError(
    res.status,
    payload?.error?.code ?? `HTTP_${res.status}`,
    payload?.error?.message ?? res.statusText,
  );
}

async function send(req: Request, what: string): Promise<Response> {
  try {
    return await sendToProvider(req);
  } catch (error) {
    logger.error('provider did not answer', { call: what, ...errorFields(error) });
    throw new ProviderError(503, 'PROVIDER_UNAVAILABLE', 'The provider did not answer.');
  }
}

/** PUT putBrandImage with the image as multipart (the contract's JSON client sends JSON only). */
async function uploadToProvider(p: OrgProviderClient, image: File): Promise<BrandDetails> {
  const form = new FormData();
  form.set('image', image, image.name || 'logo');
  const url =
    providerBaseUrl() + putBrandImage.path.replace('{entity}', encodeURIComponent(p.entity));
  const { body, contentType } = await multipartBody(form);
  const res = await send(
    new Request(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${p.token}`,
        accept: 'application/json',
        'content-type': contentType,
      },
      body,
    }),
    putBrandImage.id,
  );
  if (!res.ok) throw await providerErrorOf(res);
  const carried = payloadOf(res);
  const payload: unknown = carried.found ? carried.data : await res.json().catch(() => null);
  const parsed = brandDetails.safeParse(payload);
  if (!parsed.success) {
    logger.error('provider answered an unexpected shape', { call: putBrandImage.id });
    throw new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.');
  }
  return parsed.data;
}

/** The logo, resized in the browser; the BFF checks its type and size, the provider its bytes. */
on(portalBrandingRoutes, routes.brandingLogoUpload, async (c) => {
  refuseAs(c, saveRefusals);
  const image = await logoOf(c);
  return c.json(brandingView(await uploadToProvider(c.var.caller, image)));
});

/** The logo's bytes from the provider's file storage (images only pass through). */
on(portalBrandingRoutes, routes.brandingLogo, async (c) => {
  const p = c.var.caller;
  return streamProviderImage({
    path: getBrandImage.path.replace('{entity}', encodeURIComponent(p.entity)),
    token: p.token,
    call: getBrandImage.id,
    accepts: (mime) => (LOGO_TYPES as readonly string[]).includes(mime),
  });
});
