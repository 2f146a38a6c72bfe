import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  asScanMatchListType,
  type ScanReportPage,
  type ScanReportRow,
} from '../../../lib/contract';
import { alertTextOf } from '../../../lib/rules/lpr/alert-text';
import { scans, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { normalizePlate, scanImageUrl } from '../lpr';
import { cursorTimeText } from '../../db/sql-time';

/** Which scans a scan report holds: a window (optionally one list's) or one plate's history. */
export interface ScanReportFilter {
  start?: Date | null;
  end?: Date | null;
  list?: string | null;
  plate?: string | null;
  /**
   * The report as it was at this time (a share's creation): no scan captured or recorded after
   * it, so a share whose window is still open (a plate history) shows no newer scans.
   */
  asOf?: Date | null;
}

/**
 * The keyset cursor: the last row's captured_at as PostgreSQL prints it (microseconds kept, so
 * the comparison is exact) and its uuid, base64url-encoded.
 */
export function encodeCursor(at: string, uuid: string): string {
  return Buffer.from(`${at}|${uuid}`, 'utf8').toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}[ T][\d:.]+(?:[+-]\d{2}(?::?\d{2})?|Z)?)\|([0-9a-f-]{36})$/i;

export function decodeCursor(cursor: string): { at: string; uuid: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw fail.badRequest('The report cursor is not valid.');
  return { at: match[1], uuid: match[2] };
}

function alertMessage(row: {
  listName: string | null;
  listType: number | null;
  isValid: boolean | null;
  status: string | null;
}): string {
  const listType = asScanMatchListType(row.listType);
  const text = alertTextOf({
    listName: row.listName,
    listType,
    alertDetail:
      row.isValid === null
        ? null
        : {
            isValid: row.isValid,
            status: row.status ?? '',
            expiresAt: null,
            label1: null,
            label2: null,
            nearMatch: null,
          },
  });
  if (!text) return '';
  return text.status ? `${text.text} (${text.status})` : text.text;
}

/**
 * One page of scan report rows, newest first, by keyset on (captured_at, uuid): each page is
 * one range scan of the scans_entity_captured_idx (or the plate index), never an OFFSET.
 */
export async function scanReportPage(
  db: DbOrTx,
  entityUuid: string,
  filter: ScanReportFilter,
  options: { cursor?: string | null; limit: number },
): Promise<ScanReportPage> {
  const where: SQL[] = [eq(scans.entityUuid, entityUuid)];
  if (filter.plate) where.push(eq(scans.plate, normalizePlate(filter.plate)));
  if (filter.start) where.push(gte(scans.capturedAt, filter.start));
  if (filter.end) where.push(lte(scans.capturedAt, filter.end));
  if (filter.list) where.push(eq(scans.listUuid, filter.list));
  if (filter.asOf) {
    where.push(lte(scans.capturedAt, filter.asOf), lte(scans.createdAt, filter.asOf));
  }
  if (options.cursor) {
    const { at, uuid } = decodeCursor(options.cursor);
    where.push(sql`(${scans.capturedAt}, ${scans.uuid}) < (${at}::timestamptz, ${uuid}::uuid)`);
  }
  const rows = await db
    .select({
      uuid: scans.uuid,
      capturedAt: scans.capturedAt,
      cursorAt: cursorTimeText(scans.capturedAt),
      plate: scans.plate,
      confidence: scans.confidence,
      fullname: users.fullname,
      email: users.email,
      listName: scans.listName,
      listType: scans.listType,
      isValid: scans.isValid,
      status: scans.status,
      latitude: scans.latitude,
      longitude: scans.longitude,
    })
    .from(scans)
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid))
    .where(and(...where))
    .orderBy(sql`${scans.capturedAt} desc, ${scans.uuid} desc`)
    .limit(options.limit + 1);

  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const out: ScanReportRow[] = page.map((r) => ({
    uuid: r.uuid,
    capturedAt: (r.capturedAt instanceof Date
      ? r.capturedAt
      : new Date(r.capturedAt)
    ).toISOString(),
    plate: r.plate,
    confidence: Math.min(1, Math.max(0, Math.round(Number(r.confidence) * 1000) / 1000)),
    fullname: r.fullname ?? '',
    userEmail: r.email ?? '',
    listName: r.listName ?? '',
    alertMessage: alertMessage(r),
    latitude: r.latitude,
    longitude: r.longitude,
    imgURL: scanImageUrl(r.uuid, 'plate'),
    fullImageURL: scanImageUrl(r.uuid, 'full'),
  }));
  const last = page.at(-1);
  return { rows: out, nextCursor: more && last ? encodeCursor(last.cursorAt, last.uuid) : null };
}
