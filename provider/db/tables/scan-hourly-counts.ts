import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations } from './organisations';

/**
 * Scans and alerts per organisation per UTC hour (by captured_at). Kept in step with scans and
 * alerts in the same transaction by ingestion, plate correction and deletes, so the overview's
 * counters and heatmap never read the scans table.
 */
export const scanHourlyCounts = pgTable(
  'scan_hourly_counts',
  {
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    /** Start of the UTC hour. */
    hour: timestamptz('hour').notNull(),
    scans: integer('scans').notNull().default(0),
    alerts: integer('alerts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityUuid, t.hour] })],
);

export type ScanHourlyCountRow = typeof scanHourlyCounts.$inferSelect;
