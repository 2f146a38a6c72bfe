/**
 * The SWR keys of the rates screen (not a client module: the page builds the same key for its
 * first view).
 */
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { endpointKey } from '../endpoint-key';

export function meterRatesKey(meter: string): string {
  return endpointKey(r.meterRates, { meter });
}
