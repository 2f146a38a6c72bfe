import 'server-only';
import {
  getBusinessAccount,
  getBusinessProducts,
  listBusinessAccounts,
  listBusinessIssued,
} from '@/lib/contract';
import type { BusinessAccountsResponse, BusinessDetailResponse } from '@/lib/contract/permits/bff';
import { INVALID_HOLDER } from '@/lib/contract/permits/bff';
import { BffError } from '../../errors';
import type { OrgCaller } from '../../context';

/** The loaders of the business accounts screens: called by their BFF routes and their pages. */

export async function loadBusinessAccounts(p: OrgCaller): Promise<BusinessAccountsResponse> {
  return { accounts: await p.call(listBusinessAccounts, { params: { entity: p.entity } }) };
}

/** The business account `uuid` whose admin customer is `customerUuid`, else 404. */
export async function businessAccountOf(p: OrgCaller, uuid: string, customerUuid: string) {
  const account = await p.call(getBusinessAccount, { params: { entity: p.entity, uuid } });
  if (account.customerUUID !== customerUuid) {
    throw new BffError(404, 'INVALID_CUSTOMER', INVALID_HOLDER);
  }
  return account;
}

export async function loadBusinessAccount(
  p: OrgCaller,
  uuid: string,
  customerUuid: string,
): Promise<BusinessDetailResponse> {
  const params = { entity: p.entity, uuid };
  const [account, products, permits] = await Promise.all([
    businessAccountOf(p, uuid, customerUuid),
    p.call(getBusinessProducts, { params }),
    p.call(listBusinessIssued, { params }),
  ]);
  return { account, products, permits };
}
