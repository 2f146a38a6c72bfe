import 'server-only';
import { Hono } from 'hono';
import { messages } from '@/lib/messages';
import { clearedSessionCookies } from '@/server/auth/session-store';
import { ProviderError } from '@/server/provider-client';
import { requestLog } from '@/provider/http/log';
import { requestMetrics } from '@/server/metrics/request-metrics';
import { bodyLimit } from './body-limit';
import type { BffContext, BffEnv } from './context';
import { withCookies } from './cookies';
import { errorResponse, refusalsOf, toErrorResponse } from './errors';
import { areaGuard } from './area-guard';
import { mountEndpoints } from './endpoint';
import { publicProvider, sameOriginMutations } from './guards';
import { urlLimit } from './url-limit';
import { identityArea } from './routes/identity';
import { orgsArea } from './routes/orgs';
import { billingArea } from './routes/billing';
import { lprArea } from './routes/lpr';
import { listsArea } from './routes/lists';
import { teamArea } from './routes/team';
import { reportsArea } from './routes/reports';
import { healthArea } from './routes/health';
import { permitsArea } from './routes/permits';
import { portalArea } from './routes/portal';
import { citationsArea } from './routes/citations';
import { metersArea } from './routes/meters';

/**
 * The BFF: the dashboard's own /api routes, speaking in screens. Each area mounts its routes
 * here, one line each (server/bff/routes/<area>/index.ts); each route applies requireSession / requireOrg itself.
 */
export function createBff(): Hono<BffEnv> {
  const app = new Hono<BffEnv>().basePath('/api');
  app.use('*', requestMetrics); // counts and times each answer when METRICS_TOKEN is set
  app.use('*', requestLog<BffContext>({ tier: 'bff', organisation: (c) => c.get('org')?.uuid }));
  // Every answer is no-store (they hold names, e-mails and plates), except one a route marked
  // `public` itself: the portal's versioned logo (server/portal/customer.ts).
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('cache-control')?.startsWith('public,'))
      c.res.headers.set('cache-control', 'no-store');
  });
  app.use('*', urlLimit);
  app.use('*', sameOriginMutations);
  app.use('*', bodyLimit);
  app.use('*', publicProvider);
  app.use('*', areaGuard);

  app.route('/', identityArea);
  app.route('/', orgsArea);
  app.route('/', billingArea);
  mountEndpoints(app, lprArea);
  mountEndpoints(app, listsArea);
  app.route('/', teamArea);
  mountEndpoints(app, reportsArea);
  app.route('/', permitsArea);
  app.route('/', portalArea);
  mountEndpoints(app, citationsArea);
  mountEndpoints(app, metersArea);
  app.route('/', healthArea);

  app.notFound(() => errorResponse(404, 'NOT_FOUND', messages.notFound));
  app.onError((error, c) => {
    const res = toErrorResponse(error, refusalsOf(c));
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
