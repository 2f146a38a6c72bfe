import 'server-only';
import { getIssuedPermit, listCustomerVehicles, type IssuedPermit } from '@/lib/contract';
import type { HolderVehiclesResponse } from '@/lib/contract/permits/bff';
import type { OrgCaller } from '../../context';

/** An issued permit as the approvals and issued-permit endpoints answer it. */

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
