import 'server-only';
import { portalNotFound } from '../not-found';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { z } from 'zod';
import {
  appealCitationNotice,
  getCitationNotice,
  getCitationNoticeImage,
  getViolationPortal,
  lookupCitationNotice,
  payCitationNotice,
  type CitationNotice,
  type noticePayBody,
  type ViolationPortal,
} from '@/lib/contract';
import { headerTexts } from '@/lib/rules/citations/portal-headers';
import {
  ProviderError,
  providerBaseUrl,
  refusalOf,
  sendOrUnavailable,
  type ProviderClient,
} from '@/server/provider-client';
import { portalCaller, portalFailure, portalLogoPath } from '../customer';
import { readPortalPage, type PortalRead } from '../page-data';
import { portalRootUrl } from '../portal-url';

/**
 * The violation portal's server code (spec 3 §2 "Public portal URLs"): the pages under
 * app/(portal)/portal/[subdomain]/citations and their server actions call these in-process, with
 * a provider client bound to no token and the client's address (the provider's per-address
 * limits).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A violation portal page's read (the portal's one read shape). */
export type ViolationRead<T> = PortalRead<T>;

/**
 * A photo of a notice through the BFF (the provider's /api/v1 is not served to browsers), with
 * the notice page's sealed key `k` when it has one: a private portal's photos need the plate.
 */
export const noticeImagePath = (subdomain: string, uuid: string, file: string, key?: string) =>
  `/api/citation-portal/${encodeURIComponent(subdomain)}/citations/${uuid}/images/${file}${key ? `?k=${encodeURIComponent(key)}` : ''}`;

/** The portal as its pages show it: the BFF's logo route, the header texts or their defaults. */
export function violationPortalFor(
  view: ViolationPortal,
  portalRoot: string | null,
): ViolationPortal {
  const b = view.brand;
  return {
    ...view,
    ...headerTexts(view, b.brandTitle, portalRoot),
    brand: {
      ...b,
      logoUrl: b.logoUrl && b.subdomain ? portalLogoPath(b.subdomain, b.logoVersion) : null,
    },
  };
}

export const cachedViolationPortal = cache(async (clientIp: string, subdomain: string) => {
  const view = await portalCaller(clientIp).call(getViolationPortal, { params: { subdomain } });
  const h = await headers();
  const origin = `${h.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${h.get('host') ?? 'localhost'}`;
  return violationPortalFor(view, portalRootUrl(subdomain, origin));
});

export const readViolationPortal = (rawSubdomain: string) =>
  readPortalPage(rawSubdomain, cachedViolationPortal);

/** A notice by its uuid; with the plate when the link carried one (a private portal needs it). */
export async function readNotice(
  rawSubdomain: string,
  uuid: string,
  plate?: string,
): Promise<ViolationRead<CitationNotice>> {
  if (!UUID.test(uuid)) return portalNotFound();
  return readPortalPage(rawSubdomain, (clientIp, subdomain) =>
    cachedNotice(clientIp, subdomain, uuid.toLowerCase(), plate),
  );
}

export const cachedNotice = cache(
  (clientIp: string, subdomain: string, uuid: string, plate?: string) =>
    portalCaller(clientIp).call(getCitationNotice, {
      params: { subdomain, uuid },
      query: plate ? { plate } : {},
    }),
);

export function lookupNotice(
  p: ProviderClient,
  subdomain: string,
  body: { citationNumber: number; plate: string },
): Promise<CitationNotice> {
  return p.call(lookupCitationNotice, { params: { subdomain }, body });
}

export function payNotice(
  p: ProviderClient,
  subdomain: string,
  uuid: string,
  body: z.output<typeof noticePayBody>,
) {
  return p.call(payCitationNotice, { params: { subdomain, uuid }, body });
}

/** The appeal as one multipart request (its fields and up to 4 images image1…image4). */
export function sendAppeal(
  clientIp: string,
  subdomain: string,
  uuid: string,
  form: FormData,
): Promise<CitationNotice> {
  return portalCaller(clientIp).call(appealCitationNotice, {
    params: { subdomain, uuid },
    multipart: form,
  });
}

/** One photo of a notice, streamed from the provider's file storage (with the plate, if known). */
export async function streamNoticeImage(
  clientIp: string,
  params: { subdomain: string; uuid: string; file: string; plate?: string },
): Promise<Response> {
  const path =
    getCitationNoticeImage.path
      .replace('{subdomain}', encodeURIComponent(params.subdomain))
      .replace('{uuid}', encodeURIComponent(params.uuid))
      .replace('{file}', encodeURIComponent(params.file)) +
    (params.plate ? `?plate=${encodeURIComponent(params.plate)}` : '');
  const res = await sendOrUnavailable(
    () =>
      new Request(`${providerBaseUrl()}${path}`, {
        headers: { accept: 'image/*', 'x-forwarded-for': clientIp },
      }),
    getCitationNoticeImage.id,
  );
  if (!res.ok) throw await refusalOf(res);
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(type)) {
    await res.body?.cancel();
    throw new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.');
  }
  return new Response(res.body, {
    status: 200,
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}

export { portalCaller, portalFailure };
