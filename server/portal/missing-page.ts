import 'server-only';
import { portalSubdomain } from '@/lib/contract';
import {
  isLocalPath,
  PORTAL_NOT_FOUND_TEXTS,
  portalBrandTitle,
  portalWayBack,
} from '@/lib/rules/portal/portal-frame';
import { portalTheme } from '@/components/portal/customer/theme';
import { cachedCustomerPortal } from './customer';
import { portalRequest } from './page-context';
import { plainPageResponse } from './plain-page';

/**
 * The portal's missing page (server/portal/not-found.ts sends readers here): a 404 that needs
 * no script, in the organisation's colours with its brand title, and a way back to the area the
 * reader came from (`from`, a path on this origin; anything else leads to the portal root).
 * An unknown subdomain, or a portal that cannot be read just now, gets the same page unbranded.
 */
export async function missingPageResponse(rawSubdomain: string, from: string): Promise<Response> {
  const parsed = portalSubdomain.safeParse(rawSubdomain);
  const subdomain = parsed.success ? parsed.data : null;
  const request = subdomain ? await portalRequest(subdomain) : null;
  const basePath = request?.basePath ?? '';
  const wayBack = portalWayBack(isLocalPath(from) ? from : basePath || '/', basePath);
  let brand;
  if (subdomain && request) {
    try {
      const portal = await cachedCustomerPortal(request.clientIp, subdomain);
      brand = { title: portalBrandTitle(portal.brand.brandTitle), ...portalTheme(portal.brand) };
    } catch {
      brand = undefined; // no such portal, or not readable now: the plain page
    }
  }
  return plainPageResponse({
    status: 404,
    title: PORTAL_NOT_FOUND_TEXTS.title,
    text: PORTAL_NOT_FOUND_TEXTS.text,
    link: { href: wayBack.href, label: wayBack.label },
    brand,
  });
}
