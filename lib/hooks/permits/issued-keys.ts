/**
 * The SWR keys of the approvals and issued-permit screens (BFF paths). Not a client module: a
 * page's server component builds the same key from the same URL state for its first view.
 */
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointKey } from '../endpoint-key';

/** /permits/approvals?page=n (from 1; page 1 has no query). */
export function approvalsKey(page: number): string {
  return endpointKey(routes.listApprovals, {}, { page: page > 1 ? page : undefined });
}

/** /permits/{id}/approvals?page=n */
export function productApprovalsKey(productUuid: string, page: number): string {
  return endpointKey(
    routes.listProductApprovals,
    { uuid: productUuid },
    { page: page > 1 ? page : undefined },
  );
}

/** /permits/issued?page=n (from 0) and the holder search (upper-cased; blank: none). */
export function issuedListKey(page: number, search?: string | null): string {
  const term = search?.trim().toUpperCase();
  return endpointKey(routes.listIssued, {}, { page: page > 0 ? page : undefined, search: term });
}

export function issuedKey(uuid: string): string {
  return endpointKey(routes.getIssued, { uuid });
}

export function approvalKey(uuid: string): string {
  return endpointKey(routes.getApproval, { uuid });
}

export function holderVehiclesKey(uuid: string): string {
  return endpointKey(routes.holderVehicles, { uuid });
}

/** Page numbers from the URL: whole numbers at or above `min`, else `min`. */
export function pageParam(raw: string | string[] | undefined | null, min: 0 | 1): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= min && value <= 100_000 ? value : min;
}
