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
import { orgRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';

/** Provider routes of meters: meters table, stats and earnings, meter info (edit). */
export function mountMeterTableRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, meterTableList, auth, STAFF, ({ ctx, query }) =>
    meters.listMetersFor(ctx, query.timezone),
  );
  orgRoute(app, meterTableEarnings, auth, STAFF, ({ ctx, query }) =>
    meters.meterEarningsFor(ctx, query.timezone),
  );
  orgRoute(app, meterTableStats, auth, STAFF, ({ ctx, query }) =>
    meters.sessionStatsFor(ctx, query.timezone),
  );
  orgRoute(app, meterTableGetInfo, auth, STAFF, ({ ctx, params }) =>
    meters.getMeterInfoFor(ctx, params.uuid),
  );
  orgRoute(app, meterTableUpdateInfo, auth, STAFF, ({ ctx, params, body }) =>
    meters.updateMeterInfoFor(ctx, params.uuid, body),
  );
}
