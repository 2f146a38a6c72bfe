import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';
import { mountCitationTypesRoutes } from './types';
import { mountCitationSettingsRoutes } from './settings';
import { mountCitationIssuedRoutes } from './issued';
import { mountCitationMailingRoutes } from './mailing';
import { mountCitationAppealsRoutes } from './appeals';
import { mountCitationPortalRoutes } from './portal';
import { mountCitationPatrolRoutes } from './patrol';
import { mountCitationScanRoutes } from './scan';

/** Enforcement (spec 3): violation types, issued violations, appeals, settings, mailing, the violation portal and the patrol app's citation upload. */
export function mountCitationRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  mountCitationTypesRoutes(app, db, storage, auth);
  mountCitationSettingsRoutes(app, db, storage, auth);
  mountCitationIssuedRoutes(app, db, storage, auth);
  mountCitationMailingRoutes(app, db, storage, auth);
  mountCitationAppealsRoutes(app, db, storage, auth);
  mountCitationPortalRoutes(app, db, storage);
  mountCitationPatrolRoutes(app, db, storage, auth);
  mountCitationScanRoutes(app, db, storage, auth);
}
