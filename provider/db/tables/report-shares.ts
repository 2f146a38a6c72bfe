import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/**
 * A report shared with outside parties by link. Only the SHA-256 of the link's secret is kept;
 * the report is fixed by `params` (lib/contract reportParams). Revocable and expiring.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    secretHash: text('secret_hash').notNull(),
    description: text('description').notNull(),
    params: jsonb('params').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('report_shares_entity_idx').on(t.entityUuid)],
);

export type ReportShareRow = typeof reportShares.$inferSelect;
