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
import type { FileStorage } from '../../services/files';
import * as rates from '../../services/meters';
import { orgRoutes } from '../org-routes';

/** Provider routes of meters: the weekly rate schedule (time rates). */
export function mountMeterRatesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listMeterRates, ({ ctx, params }) => rates.listRatesFor(ctx, params.meter));
  staff.json(createMeterRate, ({ ctx, body }) => rates.createRateFor(ctx, body));
  staff.json(updateMeterRate, ({ ctx, params, body }) =>
    rates.updateRateFor(ctx, params.uuid, body),
  );
  staff.json(deleteMeterRate, ({ ctx, params }) => rates.deleteRateFor(ctx, params.uuid));
}
