import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { routePattern } from '@/platform/log';
import { dashboardMetrics, metricsToken } from './registry';

/** Methods kept as they are; any other (a client can send anything) counts as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Hono middleware: counts each answered request and observes its duration, labelled with the
 * method, the route pattern (as the log lines name it: '/api/scans/:uuid', never the raw path, so
 * the label values stay few) and the status. Does nothing while metrics are off (no METRICS_TOKEN).
 */
export const requestMetrics: MiddlewareHandler = async (c, next) => {
  if (!metricsToken()) return next();
  const started = performance.now();
  let status = 500;
  try {
    await next();
    status = c.res.status;
  } finally {
    const labels = {
      method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      route: routePattern(c, -1),
      status: String(status),
    };
    const { requests, duration } = dashboardMetrics();
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  }
};
