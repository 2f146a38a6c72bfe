import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import {
  checkoutPermit,
  getPortalLogo,
  getPublicPermitProduct,
  getPublicPortal,
  LOGO_VERSION_HEADER,
  requestPermitCode,
  uploadPermitRegImage,
  type checkoutBody,
} from '@/lib/contract';
import type {
  CustomerBrand,
  CustomerCheckoutResult,
  CustomerPermitView,
  CustomerPortalView,
} from '@/lib/contract/portal/bff';
import { coreRefusals, toErrorResponse } from '@/server/bff/errors';
import {
  bindProvider,
  providerBaseUrl,
  refusalOf,
  sendOrUnavailable,
  type ProviderClient,
} from '@/server/provider-client';

/**
 * The public permit portal's server code: the BFF routes (server/bff/routes/portal/customer.ts)
 * and the portal pages (app/(portal)/portal/[subdomain]) call the same functions, in-process,
 * with a provider client bound to no token and the client's address (the provider counts every
 * call per address: the limits against enumeration).
 */

/** The caller of a portal page or route: no token, the client's address. */
export const portalCaller = (clientIp: string): ProviderClient => bindProvider({ clientIp });

/** The BFF's own logo route: the provider's /api/v1 is not served to browsers. */
export const portalLogoPath = (subdomain: string, version: number) =>
  `/api/portal/${encodeURIComponent(subdomain)}/logo?v=${version}`;

function brandOf(brand: CustomerBrand): CustomerBrand {
  return {
    ...brand,
    logoUrl:
      brand.logoUrl && brand.subdomain ? portalLogoPath(brand.subdomain, brand.logoVersion) : null,
  };
}

export async function loadCustomerPortal(
  p: ProviderClient,
  subdomain: string,
): Promise<CustomerPortalView> {
  const portal = await p.call(getPublicPortal, { params: { subdomain } });
  return { brand: brandOf(portal.brand), products: portal.products };
}

export async function loadCustomerPermit(
  p: ProviderClient,
  subdomain: string,
  uuid: string,
): Promise<CustomerPermitView> {
  const [portal, product] = await Promise.all([
    p.call(getPublicPortal, { params: { subdomain } }),
    p.call(getPublicPermitProduct, { params: { subdomain, uuid } }),
  ]);
  return { brand: brandOf(portal.brand), product };
}

/** Per request of a page: the layout and the page share one provider read each. */
export const cachedCustomerPortal = cache((clientIp: string, subdomain: string) =>
  loadCustomerPortal(portalCaller(clientIp), subdomain),
);
export const cachedCustomerProduct = cache((clientIp: string, subdomain: string, uuid: string) =>
  portalCaller(clientIp).call(getPublicPermitProduct, { params: { subdomain, uuid } }),
);

export async function requestCustomerCode(
  p: ProviderClient,
  subdomain: string,
  uuid: string,
  email: string,
): Promise<{ ok: true }> {
  return p.call(requestPermitCode, { params: { subdomain, uuid }, body: { email } });
}

/** The checkout: the body as the contract takes it (no amount: the provider prices the type). */
export async function checkoutCustomerPermit(
  p: ProviderClient,
  subdomain: string,
  uuid: string,
  body: z.output<typeof checkoutBody>,
): Promise<CustomerCheckoutResult> {
  return p.call(checkoutPermit, { params: { subdomain, uuid }, body });
}

/** Sends one registration image to the provider (multipart), answering its stored file's id. */
export function uploadCustomerRegImage(
  clientIp: string,
  subdomain: string,
  uuid: string,
  image: File,
): Promise<{ fileUUID: string }> {
  const form = new FormData();
  form.append('image', image, image.name || 'registration');
  return portalCaller(clientIp).call(uploadPermitRegImage, {
    params: { subdomain, uuid },
    multipart: form,
  });
}

/** The logo's bytes from the provider's file storage. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

export async function streamPortalLogo(
  clientIp: string,
  subdomain: string,
  version: number | undefined,
): Promise<Response> {
  const path = getPortalLogo.path.replace('{subdomain}', encodeURIComponent(subdomain));
  const url = `${providerBaseUrl()}${path}${version === undefined ? '' : `?v=${version}`}`;
  const res = await sendOrUnavailable(
    () => new Request(url, { headers: { accept: 'image/*', 'x-forwarded-for': clientIp } }),
    'portal logo',
  );
  if (!res.ok) throw await refusalOf(res);
  // The address of the current version (`?v=` the brand's logoVersion, chosen by the provider and
  // raised by every upload) never changes its image, so browsers and CDNs keep it. Any other `v`
  // (an old page, or a version asked for ahead of time to pin today's logo in a CDN) and no `v`
  // are fetched each time. The logo is the brand's public image, nothing personal
  // (server/bff/app.ts keeps such a `public` answer).
  const current = res.headers.get(LOGO_VERSION_HEADER);
  const headers = new Headers({
    'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'cache-control':
      version !== undefined && current === String(version) ? PUBLIC_IMMUTABLE : 'no-store',
  });
  return new Response(res.body, { status: 200, headers });
}

/** A failure as the portal pages show it: the BFF's status, code and readable text. */
export async function portalFailure(
  error: unknown,
): Promise<{ status: number; code: string; message: string }> {
  const res = toErrorResponse(error, coreRefusals);
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}
