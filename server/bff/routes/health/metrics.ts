import 'server-only';
import { healthBffRoutes } from '@/lib/contract/health/bff-routes';
import { messages } from '@/lib/messages';
import { scrapeMetrics } from '@/server/metrics/scrape';
import { metricsAccess } from '@/server/metrics/token';
import { metricsToken } from '@/server/metrics/registry';
import { errorResponse } from '../../errors';
import { bffRouter, on } from '../../route';

export const metricsRoutes = bffRouter('/api/metrics');

/**
 * GET /api/metrics: Prometheus's scrape (never cached). Off unless METRICS_TOKEN is set (404, as
 * for any unknown path); then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
on(metricsRoutes, healthBffRoutes.metrics, async (c) => {
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
});
