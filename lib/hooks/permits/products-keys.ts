/**
 * The SWR keys of the permit types screens (not a client module: the pages build the same keys
 * for their first views).
 */
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { endpointKey } from '../endpoint-key';

export const PERMIT_TYPES_KEY = endpointKey(r.permitTypes);
export const PERMIT_PAYOUTS_KEY = endpointKey(r.permitPayouts);

export function permitTypeKey(uuid: string): string {
  return endpointKey(r.permitType, { uuid });
}

export function permitTypeIssuedKey(uuid: string): string {
  return endpointKey(r.permitTypeIssued, { uuid });
}

/** The poster PDF's address (a download, not an SWR key). */
export function permitPosterUrl(uuid: string): string {
  return endpointKey(r.permitTypePoster, { uuid });
}
