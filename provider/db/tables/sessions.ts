import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { users } from './users';

/** One signed-in device; the provider JWT carries its id (sid). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidPk('id'),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** The client's own id for the session, e.g. web_… for the dashboard. */
    sessionToken: text('session_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_uuid_idx').on(t.userUuid)],
);

export type SessionRow = typeof sessions.$inferSelect;
