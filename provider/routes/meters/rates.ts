import type { Hono, MiddlewareHandler } from 'hono';
import {
  createMeterRate,
  deleteMeterRate,
  listMeterRates,
  updateMeterRate,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as rates from '../../services/meters';

/** Provider routes of meters: the weekly rate schedule (time rates). */
export function mountMeterRatesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listMeterRates, auth, ({ auth, params }) =>
    rates.listRatesFor(db, auth.user, params.entity, params.meter),
  );
  authedRoute(app, createMeterRate, auth, ({ auth, params, body }) =>
    rates.createRateFor(db, auth.user, params.entity, body),
  );
  authedRoute(app, updateMeterRate, auth, ({ auth, params, body }) =>
    rates.updateRateFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, deleteMeterRate, auth, ({ auth, params }) =>
    rates.deleteRateFor(db, auth.user, params.entity, params.uuid),
  );
}
