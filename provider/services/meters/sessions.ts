import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MeterSessionsPage, MeterSessionsSession } from '../../../lib/contract';
import { SESSIONS_PAGE_SIZE, sessionStatus } from '../../../lib/rules/meters/sessions';
import { parkingSessions, type ParkingSessionRow, type UserRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { meterOf, requireMeterStaff } from './meter-table';

/** A session row as the contract's parking session, its status at `now`. */
export function sessionView(row: ParkingSessionRow, now = new Date()): MeterSessionsSession {
  return {
    uuid: row.uuid,
    publicId: row.publicId,
    meterUUID: row.meterUuid,
    zoneId: row.zoneId,
    meterName: row.meterName,
    plate: row.plate,
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    totalAmount: row.totalAmount,
    totalFees: row.totalFees,
    netAmount: row.netAmount,
    status: sessionStatus(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    email: row.email,
  };
}

/**
 * One page of sessions, newest start first: `where` is one of the indexed prefixes
 * (entity; meter; entity + plate; meter + plate), ordered (start_time, uuid) desc as the indexes
 * are, so a page is one index range scan (early pages; OFFSET walks the index for later ones).
 */
export async function sessionsPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  now = new Date(),
): Promise<Omit<MeterSessionsPage, 'portalSubdomain'>> {
  const rows = await db
    .select()
    .from(parkingSessions)
    .where(where)
    .orderBy(sql`${parkingSessions.startTime} desc, ${parkingSessions.uuid} desc`)
    .limit(SESSIONS_PAGE_SIZE + 1)
    .offset(page * SESSIONS_PAGE_SIZE);
  return {
    sessions: rows.slice(0, SESSIONS_PAGE_SIZE).map((r) => sessionView(r, now)),
    page,
    hasNext: rows.length > SESSIONS_PAGE_SIZE,
  };
}

interface SessionQuery {
  page?: number;
  plate?: string;
}

/** GET all sessions of the organisation (or of one plate). */
export async function listAllSessionsFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  query: SessionQuery,
): Promise<MeterSessionsPage> {
  const org = await requireMeterStaff(db, user, entityUuid);
  const page = await sessionsPage(
    db,
    and(
      eq(parkingSessions.entityUuid, entityUuid),
      query.plate ? eq(parkingSessions.plate, query.plate) : undefined,
    ),
    query.page ?? 0,
  );
  return { ...page, portalSubdomain: org.portalSubdomain };
}

/** GET one meter's sessions (or of one plate); another organisation's meter is 404. */
export async function listMeterSessionsFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  meterUuid: string,
  query: SessionQuery,
): Promise<MeterSessionsPage> {
  const org = await requireMeterStaff(db, user, entityUuid);
  await meterOf(db, entityUuid, meterUuid);
  const page = await sessionsPage(
    db,
    query.plate
      ? and(
          eq(parkingSessions.entityUuid, entityUuid),
          eq(parkingSessions.plate, query.plate),
          eq(parkingSessions.meterUuid, meterUuid),
        )
      : eq(parkingSessions.meterUuid, meterUuid),
    query.page ?? 0,
  );
  return { ...page, portalSubdomain: org.portalSubdomain };
}
