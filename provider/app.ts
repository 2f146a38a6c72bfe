import { Hono, type Context } from 'hono';
import type { Db } from './db/types';
import { requireAuth } from './http/auth';
import { bodyLimit } from './http/body-limit';
import type { ProviderEnv } from './http/env';
import { ApiError, fail, internalErrorBody, RateLimitedError } from '../platform/errors';
import { errorFields, logger, requestLog } from '../platform/log';
import { noStore } from './http/no-store';
import { routeTableOf } from './http/route-access';
import { buildOpenApi } from './openapi';
import { mountAuthRoutes } from './routes/auth';
import { mountBillingRoutes } from './routes/billing';
import { mountDevRoutes } from './routes/dev';
import { mountHealthRoutes } from './routes/health';
import { mountGeofenceRoutes } from './routes/geofence';
import { mountIntegrationRoutes } from './routes/integrations';
import { mountListRoutes } from './routes/lists';
import { mountOrgRoutes } from './routes/orgs';
import { mountOverviewRoutes } from './routes/overview';
import { mountPermitRoutes } from './routes/permits';
import { mountPlateRoutes } from './routes/plates';
import { mountPrivacyLookupRoutes } from './routes/privacy-lookups';
import { mountPortalRoutes } from './routes/portal';
import { mountPrivacyRoutes } from './routes/privacy';
import { mountDataRequestRoutes } from './routes/data-requests';
import { mountCitationRoutes } from './routes/citations';
import { mountMeterRoutes } from './routes/meters';
import { mountReportRoutes } from './routes/reports';
import { mountScanRoutes } from './routes/scans';
import { mountTeamRoutes } from './routes/team';
import { mountTimeLimitRoutes } from './routes/timelimit';
import { MemoryFileStorage, type FileStorage } from './services/files';

export interface ProviderDeps {
  db: Db;
  /** Where uploaded files go (default: in memory; createProvider passes DATA_DIR/files). */
  storage?: FileStorage;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation a request acted for: the route's organisation parameter (never the raw URL). */
function organisationOf(c: Context): string | undefined {
  const id = c.req.param('entity') ?? c.req.param('id');
  return id && UUID.test(id) ? id : undefined;
}

/** The provider API as a Hono app: contract-validated routes, bearer auth, JSON errors. */
export function createProviderApp(deps: ProviderDeps): Hono<ProviderEnv> {
  // strict: false — a path matches with or without its trailing slash (the spec writes some with
  // one, the OpenAPI document without).
  const app = new Hono<ProviderEnv>({ strict: false });
  app.use('*', requestLog({ tier: 'provider', organisation: organisationOf }));
  app.use('*', noStore());
  app.use('*', bodyLimit());
  const auth = requireAuth(deps.db);
  const storage = deps.storage ?? new MemoryFileStorage();

  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/openapi.json', (c) => c.json((openApi ??= buildOpenApi(routeTableOf(app)))));
  mountHealthRoutes(app, deps.db);

  mountAuthRoutes(app, deps.db, auth);
  mountOrgRoutes(app, deps.db, auth);
  mountOverviewRoutes(app, deps.db, auth);
  mountScanRoutes(app, deps.db, storage, auth);
  mountListRoutes(app, deps.db, auth);
  mountIntegrationRoutes(app, deps.db, auth);
  mountGeofenceRoutes(app, deps.db, auth);
  mountTimeLimitRoutes(app, deps.db, auth);
  mountTeamRoutes(app, deps.db, auth);
  mountBillingRoutes(app, deps.db, auth);
  mountReportRoutes(app, deps.db, auth);
  mountPermitRoutes(app, deps.db, storage, auth);
  mountPortalRoutes(app, deps.db, storage, auth);
  mountCitationRoutes(app, deps.db, storage, auth);
  mountMeterRoutes(app, deps.db, storage, auth);
  mountPlateRoutes(app, deps.db, auth);
  mountPrivacyLookupRoutes(app, auth);
  mountPrivacyRoutes(app, auth);
  mountDataRequestRoutes(app, storage, auth);
  mountDevRoutes(app, deps.db);

  app.notFound((c) => {
    const error = fail.notFound(`No route for ${c.req.method} ${new URL(c.req.url).pathname}.`);
    return c.json({ error: { code: error.code, message: error.message } }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof ApiError) {
      return c.json({ error: { code: error.code, message: error.message } }, error.status);
    }
    logger.error('unhandled error', {
      tier: 'provider',
      method: c.req.method,
      ...errorFields(error),
    });
    return c.json(internalErrorBody, 500);
  });
  return app;
}
