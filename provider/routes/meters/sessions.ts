import type { Hono, MiddlewareHandler } from 'hono';
import {
  meterSessionsListAll,
  meterSessionsListMeter,
  meterSessionsSearchAll,
  meterSessionsSearchMeter,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';

/** Provider routes of meters: paid parking sessions: per meter, all, plate search. */
export function mountMeterSessionsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, meterSessionsListAll, auth, ({ auth, params, query }) =>
    meters.listAllSessionsFor(db, auth.user, params.entity, query),
  );
  authedRoute(app, meterSessionsSearchAll, auth, ({ auth, params, query }) =>
    meters.listAllSessionsFor(db, auth.user, params.entity, query),
  );
  authedRoute(app, meterSessionsListMeter, auth, ({ auth, params, query }) =>
    meters.listMeterSessionsFor(db, auth.user, params.entity, params.uuid, query),
  );
  authedRoute(app, meterSessionsSearchMeter, auth, ({ auth, params, query }) =>
    meters.listMeterSessionsFor(db, auth.user, params.entity, params.uuid, query),
  );
}
