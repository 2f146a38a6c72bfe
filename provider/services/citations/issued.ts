import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CITATION_PAGE_SIZE,
  CITATION_SEARCH_CAP,
  VERIFY_LOG_CAP,
  type CitationLogEntry,
  type CitationPage,
  type CitationStats,
  type IssuedCitation,
  type VerifyLogEntry,
} from '../../../lib/contract';
import { normalizePlate } from '../../../lib/rules/plate';
import { instantOf, wallTimeOf } from '../../../lib/rules/zoned-time';
import { citationLogs, scans, users } from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { citationIn, citationPage, citationSearch } from './issued-view';
import { citationTimeZone } from './time-zone';
import { payableSql } from './status-sql';
import type { OrgContext } from '../access';

/**
 * The issued-violations reads (spec 3 §7 Issued violations): the list (page from 0, a location
 * or All, on citations_entity_issued_idx / citations_entity_location_issued_idx), the stats in a
 * time zone, the search by notice number or plate, one notice, its log and its plate's scans.
 */
export interface Zone {
  at: Date;
  timeZone: string;
}

export const zoneOf = (timeZone: string, at = new Date()): Zone => ({ at, timeZone });

/** The moment read in the organisation's zone: what late days, statuses and amounts use. */
export async function lateZoneOf(db: DbOrTx, entityUuid: string, at: Date): Promise<Zone> {
  return { at, timeZone: await citationTimeZone(db, entityUuid) };
}

export async function listCitationsFor(
  ctx: OrgContext,
  query: { page?: number; location?: string },
  zone: Zone,
): Promise<CitationPage> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const page = query.page ?? 0;
  const location = query.location && query.location !== 'All' ? query.location : null;
  const rows = await citationPage(
    db,
    { entityUuid, locationUuid: location },
    { limit: CITATION_PAGE_SIZE + 1, offset: page * CITATION_PAGE_SIZE },
    await lateZoneOf(db, entityUuid, zone.at),
  );
  return {
    citations: rows.slice(0, CITATION_PAGE_SIZE),
    page,
    hasNext: rows.length > CITATION_PAGE_SIZE,
  };
}

/** Notices whose number is the term or whose plate is the term (as typed or normalised). */
export async function searchCitationsFor(
  ctx: OrgContext,
  term: string,
  zone: Zone,
): Promise<IssuedCitation[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const upper = term.trim().toUpperCase();
  const number = /^\d{1,9}$/.test(upper) ? Number(upper) : null;
  return citationSearch(
    db,
    { entityUuid, plate: upper, normalPlate: normalizePlate(upper) || upper, number },
    CITATION_SEARCH_CAP,
    await lateZoneOf(db, entityUuid, zone.at),
  );
}

export async function getCitationFor(
  ctx: OrgContext,
  uuid: string,
  zone: Zone,
): Promise<IssuedCitation> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return citationIn(db, entityUuid, uuid, await lateZoneOf(db, entityUuid, zone.at));
}

/** The start of the zone's current day and month, as instants. */
export function dayAndMonthStart(zone: Zone): { day: Date; month: Date } {
  const w = wallTimeOf(zone.at, zone.timeZone);
  return {
    day: instantOf(w.year, w.month, w.day, 0, 0, zone.timeZone),
    month: instantOf(w.year, w.month, 1, 0, 0, zone.timeZone),
  };
}

/**
 * The stats: "today" and "this month" are the browser's zone's (spec 3 §7 "by entity and
 * timezone"); the payable count uses the status rule with late days in the organisation's zone.
 */
export async function citationStatsFor(ctx: OrgContext, zone: Zone): Promise<CitationStats> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const { day, month } = dayAndMonthStart(zone);
  const lateZone = await lateZoneOf(db, entityUuid, zone.at);
  const today = day.toISOString();
  const monthStart = month.toISOString();
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select
        coalesce(sum(paid_net), 0)::float8 as total_net,
        coalesce(sum(paid_net) filter (where date_paid >= ${today}::timestamptz), 0)::float8 as today_net,
        count(*) filter (where issued_at >= ${today}::timestamptz)::int as issued_today,
        count(*) filter (where issued_at >= ${monthStart}::timestamptz)::int as issued_month,
        count(*) filter (where date_paid >= ${monthStart}::timestamptz
          and payment_status in ('paid', 'paid off platform'))::int as paid_month,
        count(*) filter (where ${payableSql(lateZone)})::int as payable
      from citations where entity_uuid = ${entityUuid}`),
  );
  const n = (v: string | number | null | undefined) => Math.round(Number(v ?? 0));
  return {
    totalNet: n(row?.total_net),
    todayNet: n(row?.today_net),
    issuedTodayCount: n(row?.issued_today),
    issuedMonthCount: n(row?.issued_month),
    paidMonthCount: n(row?.paid_month),
    issuedPayableCount: n(row?.payable),
  };
}

export async function citationLogsFor(ctx: OrgContext, uuid: string): Promise<CitationLogEntry[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await citationIn(db, entityUuid, uuid, zoneOf('UTC'));
  const rows = await db
    .select()
    .from(citationLogs)
    .where(and(eq(citationLogs.citationUuid, uuid), eq(citationLogs.entityUuid, entityUuid)))
    .orderBy(asc(citationLogs.createdAt), asc(citationLogs.uuid));
  return rows.map((r) => ({
    createdAt: new Date(r.createdAt).toISOString(),
    type: r.type,
    note: r.note,
    createdByName: r.createdByName,
  }));
}

/** The plate's scans in the organisation (scans_entity_plate_captured_idx), newest first. */
export async function verifyLogsFor(ctx: OrgContext, plate: string): Promise<VerifyLogEntry[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const normal = normalizePlate(plate);
  if (!normal) return [];
  const rows = await db
    .select({
      capturedAt: scans.capturedAt,
      plate: scans.plate,
      listName: scans.listName,
      patrolName: users.fullname,
      patrolEmail: users.email,
    })
    .from(scans)
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid))
    .where(and(eq(scans.entityUuid, entityUuid), eq(scans.plate, normal)))
    .orderBy(desc(scans.capturedAt), desc(scans.uuid))
    .limit(VERIFY_LOG_CAP);
  return rows.map((r) => ({
    createdAt: new Date(r.capturedAt).toISOString(),
    patrolName: r.patrolName,
    patrolEmail: r.patrolEmail,
    plate: r.plate,
    listName: r.listName,
  }));
}
