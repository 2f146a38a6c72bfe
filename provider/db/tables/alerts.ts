import { sql } from 'drizzle-orm';
import { customType, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { scans } from './scans';

/** A 64-bit transaction id (PostgreSQL's xid8), read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The scans that raised an alert (invalid match result). Deleting an alert keeps its scan;
 * deleting the scan deletes the alert. captured_at is the scan's, copied for ordering.
 *
 * tx_id is the transaction that wrote the row: the live alerts' cursor (provider/services/lpr/
 * new-alerts.ts). Unlike a time or a sequence, which are taken before the commit and so can
 * become visible out of order, "every transaction below the snapshot's xmin has ended" makes the
 * rows under that horizon final: a reader that goes forward in (tx_id, scan_uuid) up to it
 * neither misses a late commit nor sees a row twice, on any number of dashboard instances.
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
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
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
    // The live alerts' cursor: an organisation's alerts in the order their transactions ran.
    index('alerts_entity_tx_idx').on(t.entityUuid, t.txId, t.scanUuid),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
