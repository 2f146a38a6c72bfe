import type { Hono, MiddlewareHandler } from 'hono';
import {
  meterTableEarnings,
  meterTableGetInfo,
  meterTableList,
  meterTableStats,
  meterTableUpdateInfo,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';
import { orgRoutes } from '../org-routes';

/** Provider routes of meters: meters table, stats and earnings, meter info (edit). */
export function mountMeterTableRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(meterTableList, ({ ctx, query }) => meters.listMetersFor(ctx, query.timezone));
  staff.json(meterTableEarnings, ({ ctx, query }) => meters.meterEarningsFor(ctx, query.timezone));
  staff.json(meterTableStats, ({ ctx, query }) => meters.sessionStatsFor(ctx, query.timezone));
  staff.json(meterTableGetInfo, ({ ctx, params }) => meters.getMeterInfoFor(ctx, params.uuid));
  staff.json(meterTableUpdateInfo, ({ ctx, params, body }) =>
    meters.updateMeterInfoFor(ctx, params.uuid, body),
  );
}
