import 'server-only';
import { Gauge, Registry } from 'prom-client';
import { readOutbox } from './outbox';
import { poolUse } from './pool-use';
import { dashboardMetrics } from './registry';

/** A gauge with one value, in the registry of one scrape. */
function gauge(registry: Registry, name: string, help: string, value: number, labels = {}): void {
  const metric =
    (registry.getSingleMetric(name) as Gauge | undefined) ??
    new Gauge({ name, help, labelNames: Object.keys(labels), registers: [registry] });
  metric.set(labels, value);
}

/**
 * What is read when Prometheus scrapes, never per request: the outbox backlog and the pool's use.
 * A fresh registry each time, so a part that cannot be read (a remote provider that does not say,
 * the embedded database's missing pool) has no series rather than a false 0.
 */
async function scrapeTimeMetrics(): Promise<Registry> {
  const registry = new Registry();
  const [outbox, pool] = await Promise.all([readOutbox(), poolUse()]);
  if (outbox) {
    const { pending, oldestPendingSeconds, failed } = outbox;
    gauge(
      registry,
      'mail_outbox_backlog',
      'Mails waiting to be sent (new or to be retried).',
      pending,
    );
    gauge(
      registry,
      'mail_outbox_oldest_pending_seconds',
      'Seconds since the oldest waiting mail was written (0 when none waits).',
      oldestPendingSeconds ?? 0,
    );
    gauge(
      registry,
      'mail_outbox_failed',
      'Mails given up after their last attempt failed.',
      failed,
    );
  }
  if (pool) {
    const connections = 'PostgreSQL connections of the in-process provider, busy or idle.';
    gauge(registry, 'db_pool_connections', connections, pool.busy, { state: 'busy' });
    gauge(registry, 'db_pool_connections', connections, pool.idle, { state: 'idle' });
    gauge(registry, 'db_pool_waiting', 'Queries waiting for a free connection.', pool.waiting);
    gauge(registry, 'db_pool_max_connections', 'DATABASE_POOL_MAX.', pool.max);
  }
  return registry;
}

/** One scrape: the exposition text and its content type. */
export async function scrapeMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = dashboardMetrics();
  const [text, atScrape] = await Promise.all([registry.metrics(), scrapeTimeMetrics()]);
  const extra = await atScrape.metrics();
  return { body: extra.trim() ? `${text}\n${extra}` : text, contentType: registry.contentType };
}
