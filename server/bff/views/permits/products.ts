import 'server-only';
import { headers } from 'next/headers';
import {
  getBrandDetails,
  getConnectStatus,
  getPermitGraph,
  getPermitProduct,
  listPermitProducts,
  listProductIssued,
  type PermitProduct,
} from '@/lib/contract';
import type {
  PermitPayoutsStatus,
  PermitPortalLinks,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from '@/lib/contract/permits/bff';
import {
  guestCheckoutPath,
  ISSUED_PER_PRODUCT_CAP,
  permitPortalPath,
} from '@/lib/rules/permits/permit-rules';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';

/** The loaders of the permit types screens: called by their BFF routes and their pages. */

export async function loadPermitPayouts(p: OrgCaller): Promise<PermitPayoutsStatus> {
  return p.call(getConnectStatus, { params: { entity: p.entity } });
}

/** /permits/types: the types, the graph and the payouts panel's status, in one answer. */
export async function loadPermitTypes(p: OrgCaller): Promise<PermitTypesResponse> {
  const params = { entity: p.entity };
  const [products, graph, payouts] = await Promise.all([
    p.call(listPermitProducts, { params }),
    p.call(getPermitGraph, { params }),
    loadPermitPayouts(p),
  ]);
  return { products, graph, payouts };
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

/** The type's issued permits, newest first, at most 500 (spec 2 §9). */
export async function loadPermitTypeIssued(
  p: OrgCaller,
  uuid: string,
): Promise<PermitTypeIssuedResponse> {
  const permits = await p.call(listProductIssued, { params: { entity: p.entity, uuid } });
  const rows = permits.slice(0, ISSUED_PER_PRODUCT_CAP).map((permit) => ({
    uuid: permit.uuid,
    customerPermitId: permit.customerPermitId,
    paidStatus: permit.paidStatus,
    amount: permit.amount,
    customerName: permit.customerName,
    customerEmail: permit.customerEmail,
    plate: permit.vehicle ? `${permit.vehicle.state} ${permit.vehicle.plate}`.trim() : null,
    createdOn: permit.createdOn,
    issuedOn: permit.issuedOn,
    expiresAt: permit.expiresAt,
  }));
  return { permits: rows, capped: permits.length >= ISSUED_PER_PRODUCT_CAP };
}

/** The origin a page was requested on (the BFF routes use their request's URL). */
export async function pageOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto.split(',')[0].trim()}://${host.split(',')[0].trim()}`;
}
