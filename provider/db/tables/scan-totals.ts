import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/** All-time scans and alerts per organisation (kept with scan_hourly_counts). */
export const scanTotals = pgTable('scan_totals', {
  entityUuid: uuid('entity_uuid')
    .primaryKey()
    .references(() => organisations.uuid, { onDelete: 'cascade' }),
  scans: integer('scans').notNull().default(0),
  alerts: integer('alerts').notNull().default(0),
});

export type ScanTotalsRow = typeof scanTotals.$inferSelect;
