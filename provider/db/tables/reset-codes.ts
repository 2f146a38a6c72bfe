import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/** Single-use password reset codes (random, url-safe; valid 30 minutes). */
export const resetCodes = pgTable(
  'reset_codes',
  {
    code: text('code').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('reset_codes_user_uuid_idx').on(t.userUuid)],
);

export type ResetCodeRow = typeof resetCodes.$inferSelect;
