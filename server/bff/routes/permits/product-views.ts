import 'server-only';
import {
  getBrandDetails,
  getConnectStatus,
  getPermitProduct,
  type PermitProduct,
} from '@/lib/contract';
import type {
  PermitPayoutsStatus,
  PermitPortalLinks,
  PermitTypeResponse,
} from '@/lib/contract/permits/bff';
import { guestCheckoutPath, permitPortalPath } from '@/lib/rules/permits/permit-rules';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';

/** What the permit types endpoints answer (products.ts). */

export async function loadPermitPayouts(p: OrgCaller): Promise<PermitPayoutsStatus> {
  return p.call(getConnectStatus, { params: { entity: p.entity } });
}

/**
 * The public addresses of a type (spec 2 §2): the portal address `/permit/{id}/verify`, or
 * `/permit/{id}/guestcheckout` without e-mail verification; the QR code encodes the type's
 * guest-checkout address (which sends a verifying type on to its verify page), or the portal root
 * when the portal is private. All null until the subdomain is configured, and for a type issued
 * through business accounts only (the portal has no page for it).
 */
export function portalLinksOf(
  product: Pick<
    PermitProduct,
    'uuid' | 'isEmailVerify' | 'isCustomerEntityOnly' | 'isCustomerEntityAll'
  >,
  brand: {
    subdomain: string | null;
    isPrivate: boolean;
    brandTitle: string | null;
    brandColor: string;
  },
  portalActive: boolean,
  requestOrigin: string,
): PermitPortalLinks {
  const root = portalActive ? portalRootUrl(brand.subdomain, requestOrigin) : null;
  const publicRoot = product.isCustomerEntityOnly ? null : root;
  return {
    root,
    address: publicRoot
      ? `${publicRoot}${permitPortalPath(product.uuid, product.isEmailVerify)}`
      : null,
    qrTarget: publicRoot
      ? brand.isPrivate
        ? publicRoot
        : `${publicRoot}${guestCheckoutPath(product.uuid)}`
      : null,
    portalActive: root !== null,
    businessOnly: product.isCustomerEntityOnly,
    allBusinessAccounts: product.isCustomerEntityOnly && product.isCustomerEntityAll,
    isPrivate: brand.isPrivate,
    subdomain: brand.subdomain,
    brandTitle: brand.brandTitle,
    brandColor: brand.brandColor,
  };
}

/** One type with its portal links (the provider answers 404 for another organisation's id). */
export async function loadPermitType(
  p: OrgCaller,
  uuid: string,
  requestOrigin: string,
): Promise<PermitTypeResponse> {
  const params = { entity: p.entity };
  const [product, brand, status] = await Promise.all([
    p.call(getPermitProduct, { params: { entity: p.entity, uuid } }),
    p.call(getBrandDetails, { params }),
    p.call(getConnectStatus, { params }),
  ]);
  return { product, portal: portalLinksOf(product, brand, status.portalActive, requestOrigin) };
}
