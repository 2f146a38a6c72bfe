import 'server-only';
import { Hono } from 'hono';
import { messages } from '@/lib/messages';
import { clearedSessionCookies } from '@/server/auth/session-store';
import { ProviderError } from '@/server/provider-client';
import { requestLog } from '@/provider/http/log';
import { bodyLimit } from './body-limit';
import type { BffContext, BffEnv } from './context';
import { withCookies } from './cookies';
import { errorResponse, toErrorResponse } from './errors';
import { sameOriginMutations } from './guards';
import { sessionRoutes } from './routes/session';
import { passwordRoutes } from './routes/password';
import { orgRoutes } from './routes/orgs';
import { subscriptionRoutes } from './routes/subscription';
import { openapiRoutes } from './routes/openapi';
import { overviewRoutes } from './routes/overview';
import { scansRoutes } from './routes/scans';
import { alertsRoutes } from './routes/alerts';
import { listsRoutes } from './routes/lists';
import { timelimitRoutes } from './routes/timelimit';
import { geofenceRoutes } from './routes/geofence';
import { teamRoutes } from './routes/team';
import { billingRoutes } from './routes/billing';
import { reportsRoutes } from './routes/reports';
import { sharedReportRoutes } from './routes/shared-reports';
import { healthRoutes } from './routes/health';

/**
 * The BFF: the dashboard's own /api routes, speaking in screens. Each area mounts its routes
 * here; each route applies requireSession / requireOrg itself.
 */
export function createBff(): Hono<BffEnv> {
  const app = new Hono<BffEnv>().basePath('/api');
  app.use('*', requestLog<BffContext>({ tier: 'bff', organisation: (c) => c.get('org')?.uuid }));
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
  });
  app.use('*', sameOriginMutations);
  app.use('*', bodyLimit);

  app.route('/session', sessionRoutes);
  app.route('/password', passwordRoutes);
  app.route('/orgs', orgRoutes);
  app.route('/subscription', subscriptionRoutes);
  app.route('/overview', overviewRoutes);
  app.route('/scans', scansRoutes);
  app.route('/alerts', alertsRoutes);
  app.route('/lists', listsRoutes);
  app.route('/timelimit', timelimitRoutes);
  app.route('/geofence', geofenceRoutes);
  app.route('/team', teamRoutes);
  app.route('/billing', billingRoutes);
  app.route('/reports', reportsRoutes);
  // Public: share links for outside parties (no session; the sealed token is the credential).
  app.route('/shared', sharedReportRoutes);
  app.route('/', openapiRoutes);
  app.route('/health', healthRoutes);

  app.notFound(() => errorResponse(404, 'NOT_FOUND', messages.notFound));
  app.onError((error) => {
    const res = toErrorResponse(error);
    // A provider 401 on any call ends the session.
    if (error instanceof ProviderError && error.endsSession)
      return withCookies(res, clearedSessionCookies());
    return res;
  });
  return app;
}

let bff: Hono<BffEnv> | undefined;

/** The Request → Response handler mounted by app/api/[...path]/route.ts. */
export function handleBffRequest(req: Request): Promise<Response> {
  bff ??= createBff();
  return Promise.resolve(bff.fetch(req));
}
