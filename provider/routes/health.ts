import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { providerHealth, providerHealthReport } from '../../lib/contract/health';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { errorFields, logger } from '../../platform/log';
import { outboxState, type OutboxState } from '../services/mail';
import { retentionState, type RetentionState } from '../services/privacy';
import { version } from '../../platform/version';

/** How long the database may take to answer `select 1` before it counts as down. */
const DATABASE_TIMEOUT_MS = 2000;

/** The work's answer, or a rejection when it takes longer than DATABASE_TIMEOUT_MS. */
async function inTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)),
          DATABASE_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await inTime(db.execute(sql`select 1`));
    return true;
  } catch (error) {
    logger.error('database health check failed', errorFields(error));
    return false;
  }
}

/** The outbox backlog; undefined when it cannot be read (the report leaves it out). */
async function outboxBacklog(db: Db): Promise<OutboxState | undefined> {
  try {
    return await inTime(outboxState(db));
  } catch (error) {
    logger.error('outbox health check failed', errorFields(error));
    return undefined;
  }
}

/** The retention job's last run; undefined when it cannot be read (the report leaves it out). */
async function retentionRun(db: Db): Promise<RetentionState | undefined> {
  try {
    return await inTime(retentionState(db));
  } catch (error) {
    logger.error('retention health check failed', errorFields(error));
    return undefined;
  }
}

/**
 * GET /api/health: public (no bearer token; load balancers and monitors call it), 200 with the
 * version, the mail outbox's backlog and the retention job's last run when the database answers, 503 with the same report
 * (without the backlog) otherwise. Never cached.
 */
export function mountHealthRoutes(app: Hono<ProviderEnv>, db: Db) {
  app.get(providerHealth.path, async (c) => {
    const up = await databaseAnswers(db);
    const outbox = up ? await outboxBacklog(db) : undefined;
    const retention = up ? await retentionRun(db) : undefined;
    const report = providerHealthReport.parse({
      status: up ? 'ok' : 'down',
      version,
      database: { status: up ? 'ok' : 'down' },
      ...(outbox ? { outbox } : {}),
      ...(retention ? { retention } : {}),
    });
    c.header('cache-control', 'no-store');
    return c.json(report, up ? 200 : 503);
  });
}
