import type { Seeder } from '../types';
import {
  northgateAllowLists,
  northgateHotLists,
  northgatePermitAndIntegrationLists,
  northgateTimeLimitLists,
} from './northgate';
import { riversideLists } from './riverside';
import { listSeedOf } from './rows';

/**
 * Northgate's lists (allow, hot, time limit, permit, integration) with realistic plates and the
 * geofences around the residence-hall lot, the visitor lot and the loading dock; Riverside's hot
 * list and downtown time limit.
 */
export const listsSeeder: Seeder = {
  name: 'lists',
  async run(ctx) {
    // One random sequence for all groups: the order below is the order the plates are drawn in.
    const seed = listSeedOf(ctx);
    await northgateAllowLists(seed);
    await northgateHotLists(seed);
    await northgateTimeLimitLists(seed);
    await northgatePermitAndIntegrationLists(seed);
    await riversideLists(seed, ctx.orgs.get('riverside')!.uuid);
  },
};
