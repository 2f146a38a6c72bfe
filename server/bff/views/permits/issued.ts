import 'server-only';
import {
  getIssuedPermit,
  getPermitProduct,
  listApprovals,
  listCustomerVehicles,
  listIssuedPermits,
  listProductApprovals,
  type IssuedPermit,
} from '@/lib/contract';
import type {
  ApprovalsResponse,
  HolderVehiclesResponse,
  IssuedListResponse,
} from '@/lib/contract/permits/bff';
import { upperText } from '@/lib/rules/permits/permit-rules';
import type { OrgCaller } from '../../context';

/**
 * The loaders of the approvals and issued-permit screens: called by their BFF routes
 * (server/bff/routes/permits/{approvals,issued}.ts) and by their pages' first views.
 */

/** /permits/approvals: the waiting requests of every type, 100 a page from page 1. */
export async function loadApprovals(p: OrgCaller, page = 1): Promise<ApprovalsResponse> {
  const answer = await p.call(listApprovals, {
    params: { entity: p.entity },
    query: { page: Math.max(1, page) },
  });
  return { ...answer, product: null };
}

/** /permits/{id}/approvals: one type's waiting requests, with the type's name. */
export async function loadProductApprovals(
  p: OrgCaller,
  productUuid: string,
  page = 1,
): Promise<ApprovalsResponse> {
  const params = { entity: p.entity, uuid: productUuid };
  const [answer, product] = await Promise.all([
    p.call(listProductApprovals, { params, query: { page: Math.max(1, page) } }),
    p.call(getPermitProduct, { params }),
  ]);
  return { ...answer, product: { uuid: product.uuid, name: product.name } };
}

/** /permits/issued: newest first, 100 a page from page 0; the search upper-cased (blank: none). */
export async function loadIssuedList(
  p: OrgCaller,
  query: { page?: number; search?: string },
): Promise<IssuedListResponse> {
  const search = query.search ? upperText(query.search) : '';
  const answer = await p.call(listIssuedPermits, {
    params: { entity: p.entity },
    query: search ? { page: query.page ?? 0, search } : { page: query.page ?? 0 },
  });
  return { ...answer, permits: answer.permits.map(forBrowser), search: search || null };
}

/** Where the browser loads a permit's registration image: the BFF's own route. */
export const permitImageUrl = (permit: string, file: string) =>
  `/api/permits/issued/${encodeURIComponent(permit)}/images/${encodeURIComponent(file)}`;

/** The file uuid at the end of a provider image address (regImgUrls). */
const imageFileOf = (providerUrl: string) => providerUrl.split('/').pop() ?? '';

/** A permit as the browser gets it: its registration images through the BFF's own route. */
export function forBrowser(permit: IssuedPermit): IssuedPermit {
  return {
    ...permit,
    regImgUrls: permit.regImgUrls.map((u) => permitImageUrl(permit.uuid, imageFileOf(u))),
  };
}

/** One issued permit (another organisation's: 404). */
export async function loadIssued(p: OrgCaller, uuid: string): Promise<IssuedPermit> {
  return forBrowser(await p.call(getIssuedPermit, { params: { entity: p.entity, uuid } }));
}

/** The vehicles of a permit's holder (the vehicle dialog). */
export async function loadHolderVehicles(
  p: OrgCaller,
  permit: Pick<IssuedPermit, 'customerUUID'>,
): Promise<HolderVehiclesResponse> {
  const vehicles = await p.call(listCustomerVehicles, {
    params: { entity: p.entity, uuid: permit.customerUUID },
  });
  return { vehicles };
}
