import { integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';

/**
 * Retention per kind of data (issue 30 item 1): an organisation's months per kind (a kind it
 * never set reads the default of lib/rules/privacy/retention.ts) and, per kind, the horizon of
 * the last purge that removed records (a report covering a purged period says so).
 */
export const retentionSettings = pgTable('retention_settings', {
  entityUuid: uuid('entity_uuid')
    .primaryKey()
    .references(() => organisations.uuid, { onDelete: 'cascade' }),
  months: jsonb('months').$type<Record<string, number>>().notNull().default({}),
  purgedBefore: jsonb('purged_before').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at'),
});
export type RetentionSettingsRow = typeof retentionSettings.$inferSelect;

/**
 * The nightly retention job's one row (id 1): a lease so that of several provider instances one
 * runs at a time (taken with one conditional UPDATE), and the last run's figures for
 * /api/health.
 */
export const retentionJob = pgTable('retention_job', {
  id: smallint('id').primaryKey(),
  leasedUntil: timestamptz('leased_until'),
  lastStartedAt: timestamptz('last_started_at'),
  lastFinishedAt: timestamptz('last_finished_at'),
  /** Records removed by the last finished run, per kind. */
  lastRemoved: jsonb('last_removed').$type<Record<string, number>>().notNull().default({}),
  lastBatches: integer('last_batches').notNull().default(0),
  lastError: text('last_error'),
});
export type RetentionJobRow = typeof retentionJob.$inferSelect;
