import 'server-only';
import { Hono } from 'hono';
import { messages } from '@/lib/messages';
import { clearedSessionCookies } from '@/server/auth/session-store';
import { ProviderError } from '@/server/provider-client';
import { requestLog } from '@/platform/log';
import { requestMetrics } from '@/server/metrics/request-metrics';
import { bodyLimit } from './body-limit';
import { refusalsOf, type BffContext, type BffEnv } from './context';
import { withCookies } from './cookies';
import { errorResponse, toErrorResponse } from './errors';
import { areaGuard } from './area-guard';
import { mountEndpoints } from './endpoint';
import { allEndpoints } from './endpoints';
import { publicProvider, sameOriginMutations } from './guards';
import { urlLimit } from './url-limit';

/**
 * The BFF: the dashboard's own /api routes, speaking in screens. Every endpoint is declared once
 * (server/bff/endpoint.ts) in its area's folder and registered in server/bff/endpoints.ts; its
 * declaration applies its guards, parses its input and names its refusal texts.
 */
export function createBff(): Hono<BffEnv> {
  const app = new Hono<BffEnv>().basePath('/api');
  app.use('*', requestMetrics); // counts and times each answer when METRICS_TOKEN is set
  app.use('*', requestLog<BffContext>({ tier: 'bff', organisation: (c) => c.get('org')?.uuid }));
  // Every answer is no-store (they hold names, e-mails and plates), except one a route marked
  // `public` itself: the portal's versioned logo (server/portal/customer.ts). An event stream
  // keeps its own no-store with no-transform (nothing may compress or buffer it).
  app.use('*', async (c, next) => {
    await next();
    const cacheControl = c.res.headers.get('cache-control') ?? '';
    if (!cacheControl.startsWith('public,') && !cacheControl.includes('no-transform'))
      c.res.headers.set('cache-control', 'no-store');
  });
  app.use('*', urlLimit);
  app.use('*', sameOriginMutations);
  app.use('*', bodyLimit);
  app.use('*', publicProvider);
  app.use('*', areaGuard);

  mountEndpoints(app, allEndpoints);

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
