import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * All-time scans per member per organisation (the team list's captureCount), kept with
 * scan_totals by ingestion and deletes, so the team list never counts the scans table.
 */
export const scanMemberTotals = pgTable(
  'scan_member_totals',
  {
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityUuid, t.userUuid] })],
);

export type ScanMemberTotalsRow = typeof scanMemberTotals.$inferSelect;
