import 'server-only';
import { healthBffRoutes as routes } from '@/lib/contract/health/bff-routes';
import { messages } from '@/lib/messages';
import { scrapeMetrics } from '@/server/metrics/scrape';
import { metricsAccess } from '@/server/metrics/token';
import { metricsToken } from '@/server/metrics/registry';
import { endpoint } from '../../endpoint';
import { errorResponse } from '../../errors';

/**
 * GET /api/metrics: Prometheus's scrape (never cached). Off unless METRICS_TOKEN is set (404, as
 * for any unknown path); then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
export const metricsEndpoint = endpoint(routes.metrics, {
  summary:
    "Prometheus metrics in the text exposition format: requests and their latency per route pattern and status, the process's and Node's own metrics, and the mail outbox backlog. Off unless METRICS_TOKEN is set; then only with `Authorization: Bearer <METRICS_TOKEN>`.",
  errors: {
    401: 'No bearer token, or not METRICS_TOKEN (UNAUTHENTICATED).',
    404: 'Metrics are off: METRICS_TOKEN is not set (NOT_FOUND).',
  },
  handler: async ({ c }) => {
    const access = metricsAccess(c.req.header('authorization'), metricsToken());
    if (access === 'off') return errorResponse(404, 'NOT_FOUND', messages.notFound);
    if (access === 'refused') {
      return errorResponse(
        401,
        'UNAUTHENTICATED',
        'Metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer <token>).',
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    }
    const { body, contentType } = await scrapeMetrics();
    return c.body(body, 200, { 'content-type': contentType });
  },
});
