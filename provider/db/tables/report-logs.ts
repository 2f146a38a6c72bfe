import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { organisations } from './organisations';
import { reportShares } from './report-shares';
import { users } from './users';

/**
 * The report log (spec 1 §3): one row per generated report or share link. `params` holds the
 * report's parameters (lib/contract reportParams) so a log entry reopens the same report.
 * Newest first by (created_at DESC, uuid DESC), declared NULLS FIRST like the ORDER BY.
 */
export const reportLogs = pgTable(
  'report_logs',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    type: text('type').notNull(),
    description: text('description').notNull(),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    listUuid: uuid('list_uuid'),
    plate: text('plate'),
    params: jsonb('params'),
    shareUuid: uuid('share_uuid').references(() => reportShares.uuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_logs_entity_created_idx').on(
      t.entityUuid,
      t.createdAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    check(
      'report_logs_type_valid',
      sql`${t.type} in ('REPORT_PLATE_LINK','REPORT_LINK','WEB_CSV','WEB_CSV_PERMITS','WEB_CSV_CITATIONS','WEB_PDF_CITATIONS','WEB_CSV_METERS')`,
    ),
  ],
);

export type ReportLogRow = typeof reportLogs.$inferSelect;
