/**
 * The SWR keys of the session tables (BFF paths). Not a client module: a page's server component
 * builds the same key from the same URL state for its first view.
 */
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { endpointKey } from '../endpoint-key';

/** /meter/allsessions?page=n (from 0) &plate=P (upper-cased; blank: none). */
export function allSessionsKey(page: number, plate?: string | null): string {
  return endpointKey(
    r.meterSessionsAll,
    {},
    { page: page > 0 ? page : undefined, plate: plate?.trim().toUpperCase() || undefined },
  );
}

/** /meter/{id}/sessions?page=n &plate=P. */
export function meterSessionsKey(uuid: string, page: number, plate?: string | null): string {
  return endpointKey(
    r.meterSessionsOfMeter,
    { uuid },
    { page: page > 0 ? page : undefined, plate: plate?.trim().toUpperCase() || undefined },
  );
}
