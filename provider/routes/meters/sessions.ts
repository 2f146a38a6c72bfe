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
import type { FileStorage } from '../../services/files';
import * as meters from '../../services/meters';
import { orgRoutes } from '../org-routes';

/** Provider routes of meters: paid parking sessions: per meter, all, plate search. */
export function mountMeterSessionsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(meterSessionsListAll, ({ ctx, query }) => meters.listAllSessionsFor(ctx, query));
  staff.json(meterSessionsSearchAll, ({ ctx, query }) => meters.listAllSessionsFor(ctx, query));
  staff.json(meterSessionsListMeter, ({ ctx, params, query }) =>
    meters.listMeterSessionsFor(ctx, params.uuid, query),
  );
  staff.json(meterSessionsSearchMeter, ({ ctx, params, query }) =>
    meters.listMeterSessionsFor(ctx, params.uuid, query),
  );
}
