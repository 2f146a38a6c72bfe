import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { devOutbox } from '../../lib/contract';
import { mailOutbox } from '../db/schema';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import { publicRoute } from '../http/route';
import { normaliseEmail } from '../services/identity';

export const outboxExposed = () => process.env.PROVIDER_EXPOSE_OUTBOX === '1';

/** GET /api/v1/dev/outbox — only when PROVIDER_EXPOSE_OUTBOX=1 (tests read reset codes); else 404. */
export function mountDevRoutes(app: Hono<ProviderEnv>, db: Db) {
  app.use(devOutbox.path, async (_c, next) => {
    if (!outboxExposed()) throw fail.notFound();
    await next();
  });
  publicRoute(app, devOutbox, async ({ query }) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(query.to ? eq(mailOutbox.to, normaliseEmail(query.to)) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(20);
    return {
      mails: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}
