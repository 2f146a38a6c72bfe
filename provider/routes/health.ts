import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { providerHealth, providerHealthReport } from '../../lib/contract/health';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { errorFields, logger } from '../http/log';
import { version } from '../version';

/** How long the database may take to answer `select 1` before it counts as down. */
const DATABASE_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)),
          DATABASE_TIMEOUT_MS,
        );
      }),
    ]);
    return true;
  } catch (error) {
    logger.error('database health check failed', errorFields(error));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: public (no bearer token; load balancers and monitors call it), 200 with the
 * version when the database answers, 503 with the same report otherwise. Never cached.
 */
export function mountHealthRoutes(app: Hono<ProviderEnv>, db: Db) {
  app.get(providerHealth.path, async (c) => {
    const up = await databaseAnswers(db);
    const report = providerHealthReport.parse({
      status: up ? 'ok' : 'down',
      version,
      database: { status: up ? 'ok' : 'down' },
    });
    c.header('cache-control', 'no-store');
    return c.json(report, up ? 200 : 503);
  });
}
