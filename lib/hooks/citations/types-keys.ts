/**
 * The SWR keys of the violation types screens (not a client module: the pages build the same keys
 * for their first views).
 */
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '../endpoint-key';

export const CITATION_TYPES_KEY = endpointKey(r.citationTypes);

export function citationTypeKey(uuid: string): string {
  return endpointKey(r.citationType, { uuid });
}
