import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Counters of the provider's rate limits (sign-in, invitation accept, password reset, reset
 * mails, invitation resends): one row per limited key (e.g. the sign-in failures of one account
 * from one address) and fixed window. Kept in the database so every provider instance on one
 * PostgreSQL shares them; rows whose window ended are deleted now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Rule and subject, e.g. `password:account+address:<sha256>` (subjects are hashed). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends and the count starts again. */
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

export type RateLimitRow = typeof rateLimits.$inferSelect;
