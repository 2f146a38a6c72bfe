import 'server-only';
import { Gauge, Registry } from 'prom-client';
import { outboxBacklog } from './outbox-backlog';
import { dashboardMetrics } from './registry';

/**
 * The backlog gauge lives in a registry of its own: it is added to a scrape only when the backlog
 * could be read, so a scrape without it has no such series rather than a false 0.
 */
const outboxRegistry = new Registry();
const backlogGauge = new Gauge({
  name: 'mail_outbox_backlog',
  help: "Mails in the provider's outbox not sent yet (read at scrape time).",
  registers: [outboxRegistry],
});

/** One scrape: the exposition text and its content type. */
export async function scrapeMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = dashboardMetrics();
  const [text, backlog] = await Promise.all([registry.metrics(), outboxBacklog()]);
  let body = text;
  if (backlog !== undefined) {
    backlogGauge.set(backlog);
    body += `\n${await outboxRegistry.metrics()}`;
  }
  return { body, contentType: registry.contentType };
}
