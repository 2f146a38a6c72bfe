import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  alerts,
  auditEvents,
  mailOutbox,
  parkingSessions,
  reportLogs,
  reportShares,
  scans,
} from '../../db/schema';
import { rowsOf } from '../../db/types';
import type { RetentionKind } from '../../../lib/rules/privacy/retention';
import { deleteAlertRows, deleteScanRows } from '../lpr';
import { appealFilesKind, citationEvidenceKind } from './purge-citations';
import { countOf, ts, type PurgeKind, type PurgeScope } from './purge-support';

/**
 * What the retention job removes of each kind (issue 30 item 1), written once for the preview
 * (count) and the job (batch): the same condition answers both, so the preview's counts are
 * what the job then removes. A batch is one short transaction: it takes up to `limit` expired
 * rows (SKIP LOCKED: a manual delete or another instance holding them is passed by), removes
 * them through the services manual deletes use (counters, last_seen, stored file rows) and
 * answers the storage keys to discard after commit.
 */

const expiredScans = (s: PurgeScope) =>
  and(eq(scans.entityUuid, s.entityUuid), lt(scans.capturedAt, s.cutoff));

const scansKind: PurgeKind = {
  count: (db, s) => countOf(db, sql`select 1 from ${scans} where ${expiredScans(s)}`),
  batch: (db, s, limit) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ uuid: scans.uuid })
        .from(scans)
        .where(expiredScans(s))
        .orderBy(asc(scans.capturedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const { deleted, fileKeys } = await deleteScanRows(
        tx,
        s.entityUuid,
        rows.map((r) => r.uuid),
      );
      return { removed: deleted, fileKeys };
    }),
};

/** Alerts past their horizon whose scans stay (older ones go with their scans). */
const expiredAlerts = (s: PurgeScope) =>
  and(
    eq(alerts.entityUuid, s.entityUuid),
    lt(alerts.capturedAt, s.cutoff),
    sql`${alerts.capturedAt} >= ${ts(s.scansCutoff)}`,
  );

const alertsKind: PurgeKind = {
  count: (db, s) => countOf(db, sql`select 1 from ${alerts} where ${expiredAlerts(s)}`),
  batch: (db, s, limit) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ uuid: alerts.scanUuid })
        .from(alerts)
        .where(expiredAlerts(s))
        .limit(limit)
        .for('update', { skipLocked: true });
      const removed = await deleteAlertRows(
        tx,
        s.entityUuid,
        rows.map((r) => r.uuid),
      );
      return { removed, fileKeys: [] };
    }),
};

/** Sessions that ended before the horizon (start_time first: it is the indexed column). */
const expiredSessions = (s: PurgeScope) =>
  and(
    eq(parkingSessions.entityUuid, s.entityUuid),
    lt(parkingSessions.startTime, s.cutoff),
    lt(parkingSessions.endTime, s.cutoff),
  );

const sessionsKind: PurgeKind = {
  count: (db, s) => countOf(db, sql`select 1 from ${parkingSessions} where ${expiredSessions(s)}`),
  batch: (db, s, limit) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ uuid: parkingSessions.uuid })
        .from(parkingSessions)
        .where(expiredSessions(s))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return { removed: 0, fileKeys: [] };
      const gone = await tx
        .delete(parkingSessions)
        .where(
          inArray(
            parkingSessions.uuid,
            rows.map((r) => r.uuid),
          ),
        )
        .returning({ uuid: parkingSessions.uuid });
      return { removed: gone.length, fileKeys: [] };
    }),
};

/**
 * Rows past the horizon in a table with no counters or files, removed by key: one statement
 * (the keys taken with SKIP LOCKED in its subquery) is the batch's transaction.
 */
function plainKind(
  table: PgTable,
  key: AnyPgColumn,
  expired: (s: PurgeScope) => SQL | undefined,
): PurgeKind {
  return {
    count: (db, s) => countOf(db, sql`select 1 from ${table} where ${expired(s)}`),
    batch: async (db, s, limit) => {
      const gone = await db.execute(
        sql`delete from ${table} where ${key} in (
          select ${key} from ${table} where ${expired(s)} limit ${limit} for update skip locked
        ) returning 1`,
      );
      return { removed: rowsOf(gone).length, fileKeys: [] };
    },
  };
}

const expiredLogs = (s: PurgeScope) =>
  and(eq(reportLogs.entityUuid, s.entityUuid), lt(reportLogs.createdAt, s.cutoff));
/** A share link goes once it has been unusable (expired or revoked) for the whole horizon. */
const expiredShares = (s: PurgeScope) =>
  and(
    eq(reportShares.entityUuid, s.entityUuid),
    or(lt(reportShares.expiresAt, s.cutoff), lt(reportShares.revokedAt, s.cutoff)),
  );

const logsKind = plainKind(reportLogs, reportLogs.uuid, expiredLogs);
const sharesKind = plainKind(reportShares, reportShares.uuid, expiredShares);

/** Report logs, then share links: one kind on the screen. */
const reportsKind: PurgeKind = {
  count: async (db, s) => (await logsKind.count(db, s)) + (await sharesKind.count(db, s)),
  batch: async (db, s, limit) => {
    const logs = await logsKind.batch(db, s, limit);
    if (logs.removed > 0) return logs;
    return sharesKind.batch(db, s, limit);
  },
};

/**
 * Sent or abandoned mails about the organisation, or (entityUuid null) about no organisation:
 * account mails, removed under the default horizon.
 */
const expiredMails = (entityUuid: string | null, cutoff: Date) =>
  and(
    entityUuid === null ? isNull(mailOutbox.entityUuid) : eq(mailOutbox.entityUuid, entityUuid),
    lt(mailOutbox.createdAt, cutoff),
    or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)),
  );

const mailKind = plainKind(mailOutbox, mailOutbox.id, (s) => expiredMails(s.entityUuid, s.cutoff));

/** The account mails' kind: the scope's organisation is ignored. */
export const accountMailKind = plainKind(mailOutbox, mailOutbox.id, (s) =>
  expiredMails(null, s.cutoff),
);

const expiredAudit = (s: PurgeScope) =>
  and(eq(auditEvents.entityUuid, s.entityUuid), lt(auditEvents.createdAt, s.cutoff));

const auditKind = plainKind(auditEvents, auditEvents.id, expiredAudit);

/** Every kind, in the order the job runs them (scans before alerts: see expiredAlerts). */
export const PURGE_KINDS: Record<RetentionKind, PurgeKind> = {
  scans: scansKind,
  alerts: alertsKind,
  meterSessions: sessionsKind,
  citationEvidence: citationEvidenceKind,
  appealFiles: appealFilesKind,
  reports: reportsKind,
  mailOutbox: mailKind,
  auditEvents: auditKind,
};
