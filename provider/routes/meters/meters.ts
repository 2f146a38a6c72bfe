import type { Hono, MiddlewareHandler } from 'hono';
import {
  meterTableEarnings,
  meterTableGetInfo,
  meterTableList,
  meterTableStats,
  meterTableUpdateInfo,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';

/** Provider routes of meters: meters table, stats and earnings, meter info (edit). */
export function mountMeterTableRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, meterTableList, auth, ({ auth, params, query }) =>
    meters.listMetersFor(db, auth.user, params.entity, query.timezone),
  );
  authedRoute(app, meterTableEarnings, auth, ({ auth, params, query }) =>
    meters.meterEarningsFor(db, auth.user, params.entity, query.timezone),
  );
  authedRoute(app, meterTableStats, auth, ({ auth, params, query }) =>
    meters.sessionStatsFor(db, auth.user, params.entity, query.timezone),
  );
  authedRoute(app, meterTableGetInfo, auth, ({ auth, params }) =>
    meters.getMeterInfoFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, meterTableUpdateInfo, auth, ({ auth, params, body }) =>
    meters.updateMeterInfoFor(db, auth.user, params.entity, params.uuid, body),
  );
}
