import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { scans } from './scans';

/**
 * The scans that raised an alert (invalid match result). Deleting an alert keeps its scan;
 * deleting the scan deletes the alert. captured_at is the scan's, copied for ordering.
 */
export const alerts = pgTable(
  'alerts',
  {
    scanUuid: uuid('scan_uuid')
      .primaryKey()
      .references(() => scans.uuid, { onDelete: 'cascade' }),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    listUuid: uuid('list_uuid'),
    capturedAt: timestamptz('captured_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('alerts_entity_captured_idx').on(
      t.entityUuid,
      t.capturedAt.desc().nullsFirst(),
      t.scanUuid.desc().nullsFirst(),
    ),
    index('alerts_entity_list_captured_idx').on(
      t.entityUuid,
      t.listUuid,
      t.capturedAt.desc().nullsFirst(),
      t.scanUuid.desc().nullsFirst(),
    ),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
