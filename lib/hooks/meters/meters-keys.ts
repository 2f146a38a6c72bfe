/**
 * The SWR keys of the meters screens (not a client module: the pages build the same keys for
 * their first views).
 */
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { endpointKey } from '../endpoint-key';

/** /meter/types, counted in the zone `tz`. */
export function meterTableKey(tz: string): string {
  return endpointKey(r.meterTableOverview, {}, { tz });
}

/** The meter header of /meter/{id}/…. */
export function meterInfoKey(uuid: string): string {
  return endpointKey(r.meterTableMeter, { uuid });
}

/** The printable sign PDF's address (a download, not an SWR key). */
export function meterSignUrl(uuid: string): string {
  return endpointKey(r.meterTableSign, { uuid });
}
