import 'server-only';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

type RequestLabels = 'method' | 'route' | 'status';

/** The dashboard process's metrics: its own registry, so nothing else's lands in the scrape. */
export interface DashboardMetrics {
  registry: Registry;
  requests: Counter<RequestLabels>;
  duration: Histogram<RequestLabels>;
}

function createMetrics(): DashboardMetrics {
  const registry = new Registry();
  // CPU, memory, heap, event-loop lag, GC, handles: prom-client's standard process/Node set.
  collectDefaultMetrics({ register: registry });
  const requests = new Counter<RequestLabels>({
    name: 'http_requests_total',
    help: 'Requests the dashboard answered, per method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram<RequestLabels>({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the BFF to its answer being ready, per method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requests, duration };
}

const key = Symbol.for('vert.dashboard.metrics');
type MetricsGlobal = typeof globalThis & { [key]?: DashboardMetrics };

/**
 * The process's one set of metrics, made on first use (only once METRICS_TOKEN is set) and kept on
 * globalThis: route modules and hot reloads share it, and prom-client refuses a name twice.
 */
export function dashboardMetrics(): DashboardMetrics {
  const store = globalThis as MetricsGlobal;
  return (store[key] ??= createMetrics());
}

/** METRICS_TOKEN, the bearer token a scrape must send; unset or blank: metrics are off. */
export function metricsToken(): string | undefined {
  return process.env.METRICS_TOKEN?.trim() || undefined;
}
