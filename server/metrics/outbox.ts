import 'server-only';
import { z } from 'zod';
import { outboxHealth, providerHealth } from '@/lib/contract/health';
import { getProvider } from '@/provider';
import { errorFields, logger } from '@/platform/log';
import { outboxState, type OutboxState } from '@/provider';
import {
  inProcessTransport,
  providerBaseUrl,
  sendToProvider,
} from '@/server/provider-client/transport';

/** How long a remote provider may take to tell its outbox state before the scrape goes without it. */
const REMOTE_TIMEOUT_MS = 2000;

/**
 * The outbox part of a remote provider's health answer, read tolerantly: a provider that does not
 * report it (an older one, another implementation, its database down) leaves the metrics out.
 */
const reportedOutbox = z.object({ outbox: outboxHealth });

/** The backlog a remote provider (PROVIDER_API_URL) reports in its /api/health answer, if it does. */
async function remoteOutbox(): Promise<OutboxState | undefined> {
  const res = await sendToProvider(
    new Request(providerBaseUrl() + providerHealth.path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    }),
  );
  if (!res.ok) return undefined;
  const parsed = reportedOutbox.safeParse(await res.json());
  return parsed.success ? parsed.data.outbox : undefined;
}

/**
 * The mail outbox's backlog (waiting, age of the oldest, given up), read when Prometheus scrapes,
 * never per request: the in-process provider's own count (index scans), or a remote provider's
 * health answer. Undefined when it cannot be known: the scrape then leaves it out rather than fail.
 */
export async function readOutbox(): Promise<OutboxState | undefined> {
  try {
    if (!inProcessTransport()) return await remoteOutbox();
    const { db } = await getProvider();
    return await outboxState(db);
  } catch (error) {
    logger.warn('metrics: mail outbox state not read', errorFields(error));
    return undefined;
  }
}
