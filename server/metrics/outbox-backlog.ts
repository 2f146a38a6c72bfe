import 'server-only';
import { count, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { providerHealth } from '@/lib/contract/health';
import { getProvider } from '@/provider';
import { mailOutbox } from '@/provider/db/schema';
import { errorFields, logger } from '@/provider/http/log';
import {
  inProcessTransport,
  providerBaseUrl,
  sendToProvider,
} from '@/server/provider-client/transport';

/** How long a remote provider may take to tell its outbox state before the scrape goes without it. */
const REMOTE_TIMEOUT_MS = 2000;

/**
 * The outbox part of a remote provider's health answer, read tolerantly: a provider that does not
 * report it (an older one, or another implementation) simply leaves the metric out.
 */
const reportedOutbox = z.object({
  outbox: z.object({ pending: z.number().int().nonnegative() }),
});

/** Unsent mails in the in-process provider's outbox: one count on the table, at scrape time. */
async function inProcessBacklog(): Promise<number> {
  const { db } = await getProvider();
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return row?.n ?? 0;
}

/** The backlog a remote provider (PROVIDER_API_URL) reports in its /api/health answer, if it does. */
async function remoteBacklog(): Promise<number | undefined> {
  const res = await sendToProvider(
    new Request(providerBaseUrl() + providerHealth.path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    }),
  );
  if (!res.ok) return undefined;
  const parsed = reportedOutbox.safeParse(await res.json());
  return parsed.success ? parsed.data.outbox.pending : undefined;
}

/**
 * How many mails wait in the provider's outbox, read when Prometheus scrapes (never per request);
 * undefined when it cannot be known (then the scrape leaves the metric out rather than fail).
 */
export async function outboxBacklog(): Promise<number | undefined> {
  try {
    return inProcessTransport() ? await inProcessBacklog() : await remoteBacklog();
  } catch (error) {
    logger.warn('metrics: mail outbox backlog not read', errorFields(error));
    return undefined;
  }
}
