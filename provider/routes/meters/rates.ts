import type { Hono, MiddlewareHandler } from 'hono';
import {
  createMeterRate,
  deleteMeterRate,
  listMeterRates,
  updateMeterRate,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import * as rates from '../../services/meters';

/** Provider routes of meters: the weekly rate schedule (time rates). */
export function mountMeterRatesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listMeterRates, auth, STAFF, ({ ctx, params }) =>
    rates.listRatesFor(ctx, params.meter),
  );
  orgRoute(app, createMeterRate, auth, STAFF, ({ ctx, body }) => rates.createRateFor(ctx, body));
  orgRoute(app, updateMeterRate, auth, STAFF, ({ ctx, params, body }) =>
    rates.updateRateFor(ctx, params.uuid, body),
  );
  orgRoute(app, deleteMeterRate, auth, STAFF, ({ ctx, params }) =>
    rates.deleteRateFor(ctx, params.uuid),
  );
}
