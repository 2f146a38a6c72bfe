import { and, desc, eq, sql } from 'drizzle-orm';
import {
  REPORT_LOG_PAGE_SIZE,
  reportParams,
  type ReportLogEntry,
  type ReportLogType,
  type ReportParams,
} from '../../../lib/contract';
import { lists, reportLogs, reportShares, users, type ReportShareRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { NO_SUCH_LIST } from '../lists';
import { shareView } from './share-view';

const iso = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

export interface NewReportLog {
  entityUuid: string;
  userUuid: string;
  type: ReportLogType;
  description: string;
  startDate: string | null;
  endDate: string | null;
  listUuid: string | null;
  plate: string | null;
  params: ReportParams | null;
  shareUuid?: string | null;
}

/**
 * A list a report names must belong to the report's organisation: another organisation's list
 * (or an unknown one) is 404 'No such list.', as everywhere else, so list ids are not probed.
 */
export async function requireOrganisationList(
  db: DbOrTx,
  entityUuid: string,
  listUuid: string | null,
): Promise<void> {
  if (!listUuid) return;
  const [row] = await db
    .select({ uuid: lists.uuid })
    .from(lists)
    .where(and(eq(lists.uuid, listUuid), eq(lists.entityUuid, entityUuid)))
    .limit(1);
  if (!row) throw fail.notFound(NO_SUCH_LIST);
}

/** Inserts one report log entry; answers its uuid. */
export async function insertReportLog(db: DbOrTx, entry: NewReportLog): Promise<string> {
  const [row] = await db
    .insert(reportLogs)
    .values({
      entityUuid: entry.entityUuid,
      userUuid: entry.userUuid,
      type: entry.type,
      description: entry.description,
      startDate: entry.startDate ? new Date(entry.startDate) : null,
      endDate: entry.endDate ? new Date(entry.endDate) : null,
      listUuid: entry.listUuid,
      plate: entry.plate,
      params: entry.params,
      shareUuid: entry.shareUuid ?? null,
    })
    .returning({ uuid: reportLogs.uuid });
  return row.uuid;
}

function selectEntries(db: DbOrTx) {
  return db
    .select({
      log: reportLogs,
      fullname: users.fullname,
      email: users.email,
      share: reportShares,
    })
    .from(reportLogs)
    .leftJoin(users, eq(users.uuid, reportLogs.userUuid))
    .leftJoin(reportShares, eq(reportShares.uuid, reportLogs.shareUuid));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

function toEntry(row: EntryRow, now: Date): ReportLogEntry {
  const parsed = row.log.params === null ? null : reportParams.safeParse(row.log.params);
  return {
    reportUUID: row.log.uuid,
    createdAt: iso(row.log.createdAt)!,
    fullname: row.fullname ?? '',
    email: row.email ?? '',
    description: row.log.description,
    type: row.log.type as ReportLogType,
    startDate: iso(row.log.startDate),
    endDate: iso(row.log.endDate),
    listUUID: row.log.listUuid,
    plate: row.log.plate,
    params: parsed?.success ? parsed.data : null,
    share: row.share ? shareView(row.share as ReportShareRow, now) : null,
  };
}

/** One report log entry of the organisation. */
export async function getReportLog(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<ReportLogEntry | null> {
  const [row] = await selectEntries(db).where(
    and(eq(reportLogs.entityUuid, entityUuid), eq(reportLogs.uuid, uuid)),
  );
  return row ? toEntry(row, new Date()) : null;
}

/** Page n (1-based) of the organisation's report log, newest first, and the entry count. */
export async function reportLogPage(
  db: DbOrTx,
  entityUuid: string,
  page: number,
): Promise<{ logs: ReportLogEntry[]; count: number }> {
  const rows = await selectEntries(db)
    .where(eq(reportLogs.entityUuid, entityUuid))
    .orderBy(desc(reportLogs.createdAt), desc(reportLogs.uuid))
    .limit(REPORT_LOG_PAGE_SIZE)
    .offset((page - 1) * REPORT_LOG_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportLogs)
    .where(eq(reportLogs.entityUuid, entityUuid));
  const now = new Date();
  return { logs: rows.map((r) => toEntry(r, now)), count: Number(count?.n ?? 0) };
}
