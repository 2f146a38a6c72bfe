import 'server-only';
import { healthBffRoutes as routes } from '@/lib/contract/health/bff-routes';
import { liveReport, type LiveReport } from '@/lib/contract/health';
import { endpoint } from '../../endpoint';

const alive: LiveReport = { status: 'ok' };

/**
 * GET /api/health/live (public, never cached): 200 while this process answers. It asks nothing
 * else, so a slow provider or database never gets a healthy dashboard restarted; GET /api/health
 * is the deep check (provider and database).
 */
export const liveEndpoint = endpoint(routes.live, {
  summary:
    'Liveness for load balancers and orchestrators: 200 while this process serves requests. It asks nothing else (not the provider, not the database); GET /api/health is the deep check.',
  response: liveReport,
  handler: () => alive,
});
