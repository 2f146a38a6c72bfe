import type { Hono, MiddlewareHandler } from 'hono';
import { getPlateLookalikes, getPlateNow, getPlateTimeline } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { STAFF } from '../services/access';
import { plateLookalikes, plateNow, plateTimeline } from '../services/plates';
import { orgRoutes } from './org-routes';

/** Plate 360: what holds now for a plate and its timeline, for the organisation's staff. */
export function mountPlateRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(getPlateNow, ({ ctx, params }) => plateNow(db, ctx.org.uuid, params.plate));
  staff.json(getPlateTimeline, ({ ctx, params, query }) =>
    plateTimeline(db, ctx.org.uuid, params.plate, query),
  );
  staff.json(getPlateLookalikes, ({ ctx, params }) =>
    plateLookalikes(db, ctx.org.uuid, params.plate),
  );
}
