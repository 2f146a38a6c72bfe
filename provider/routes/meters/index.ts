import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';
import { mountMeterTableRoutes } from './meters';
import { mountMeterRatesRoutes } from './rates';
import { mountMeterSessionsRoutes } from './sessions';
import { mountMeterPortalRoutes } from './portal';

/** Parking meters (spec 3): meters and earnings, the weekly rate schedule, paid sessions, the public meter page and receipts. */
export function mountMeterRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  mountMeterTableRoutes(app, db, storage, auth);
  mountMeterRatesRoutes(app, db, storage, auth);
  mountMeterSessionsRoutes(app, db, storage, auth);
  mountMeterPortalRoutes(app, db);
}
