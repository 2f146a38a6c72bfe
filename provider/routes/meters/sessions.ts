import type { Hono, MiddlewareHandler } from 'hono';
import {
  meterSessionsListAll,
  meterSessionsListMeter,
  meterSessionsSearchAll,
  meterSessionsSearchMeter,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';

/** Provider routes of meters: paid parking sessions: per meter, all, plate search. */
export function mountMeterSessionsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, meterSessionsListAll, auth, STAFF, ({ ctx, query }) =>
    meters.listAllSessionsFor(ctx, query),
  );
  orgRoute(app, meterSessionsSearchAll, auth, STAFF, ({ ctx, query }) =>
    meters.listAllSessionsFor(ctx, query),
  );
  orgRoute(app, meterSessionsListMeter, auth, STAFF, ({ ctx, params, query }) =>
    meters.listMeterSessionsFor(ctx, params.uuid, query),
  );
  orgRoute(app, meterSessionsSearchMeter, auth, STAFF, ({ ctx, params, query }) =>
    meters.listMeterSessionsFor(ctx, params.uuid, query),
  );
}
