import 'server-only';
import {
  getPermitCustomer,
  listCustomerPermits,
  listCustomerVehicles,
  listPermitCustomers,
  listPermitProducts,
} from '@/lib/contract';
import {
  holderParams,
  INVALID_HOLDER,
  type HolderDetailResponse,
  type HolderIssueFormResponse,
  type HoldersListResponse,
} from '@/lib/contract/permits/bff';
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** The loaders of the permit holders screens: called by their BFF routes and their pages. */

/** The provider's cap on one list answer (provider/services/permits/holders.ts). */
export const HOLDERS_LIST_LIMIT = 2000;

export async function loadHolders(p: OrgCaller, search?: string): Promise<HoldersListResponse> {
  const term = search?.trim();
  const customers = await p.call(listPermitCustomers, {
    params: { entity: p.entity },
    query: term ? { search: term } : {},
  });
  return { customers, limit: HOLDERS_LIST_LIMIT };
}

export async function loadHolder(p: OrgCaller, uuid: string): Promise<HolderDetailResponse> {
  const params = { entity: p.entity, uuid };
  const customer = await p.call(getPermitCustomer, { params });
  const [permits, vehicles] = await Promise.all([
    p.call(listCustomerPermits, { params }),
    p.call(listCustomerVehicles, { params }),
  ]);
  return { customer, permits, vehicles };
}

export async function loadHolderIssueForm(
  p: OrgCaller,
  uuid: string,
): Promise<HolderIssueFormResponse> {
  const params = { entity: p.entity, uuid };
  const customer = await p.call(getPermitCustomer, { params });
  const [vehicles, products] = await Promise.all([
    p.call(listCustomerVehicles, { params }),
    p.call(listPermitProducts, { params: { entity: p.entity } }),
  ]);
  return { customer, vehicles, products };
}

/** A customer id of a path: a uuid, else the invalid-customer 404 (what every holder route answers). */
export function holderIdOf(id: string): string {
  const parsed = holderParams.safeParse({ id });
  if (!parsed.success) throw new BffError(404, 'INVALID_CUSTOMER', INVALID_HOLDER);
  return parsed.data.id;
}
