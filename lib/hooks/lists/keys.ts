/**
 * The SWR keys (BFF paths) of the lists screens' hooks, built from the area's route table with
 * endpointKey. Not a client module: a page's server component builds the same key from the same
 * URL state to hand its first view to the hook (FirstView). One file per area, so a page's first
 * load carries only its own area's routes.
 */
import { endpointKey } from '../endpoint-key';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';

export const LISTS_KEY = endpointKey(listsBffRoutes.listLists);

export function listKey(uuid: string): string {
  return endpointKey(listsBffRoutes.getList, { uuid });
}

export function listPlatesKey(uuid: string): string {
  return endpointKey(listsBffRoutes.listPlates, { uuid });
}

export function plateSearchKey(uuid: string, q: string): string {
  return endpointKey(listsBffRoutes.searchPlates, { uuid }, { q });
}

export function integrationKey(uuid: string, plate?: string | null): string {
  return endpointKey(listsBffRoutes.integration, { uuid }, { plate });
}

export const TIMELIMIT_RULES_KEY = endpointKey(listsBffRoutes.timeLimitRules);
export const timeLimitRuleKey = (uuid: string) =>
  endpointKey(listsBffRoutes.timeLimitRule, { uuid });
export const geofenceKey = (listUuid: string) =>
  endpointKey(listsBffRoutes.getGeofence, { listUuid });
