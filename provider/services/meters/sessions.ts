import { and, eq, sql } from 'drizzle-orm';
import type { MeterSessionsPage, MeterSessionsSession } from '../../../lib/contract';
import { SESSIONS_PAGE_SIZE, sessionStatus } from '../../../lib/rules/meters/sessions';
import { parkingSessions, type ParkingSessionRow } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import { isoTimeText } from '../../db/sql-time';
import type { DbOrTx } from '../../db/types';
import { meterOf } from './meter-table';
import type { OrgContext } from '../access';
import { currencyOf } from '../../../lib/format';

/**
 * The columns a session's answer (and a meters report row) shows; its times as the contract's
 * ISO text (no Date per row: they are only shown, and compared with now by sessionStatus).
 */
export const sessionColumns = {
  uuid: parkingSessions.uuid,
  publicId: parkingSessions.publicId,
  meterUuid: parkingSessions.meterUuid,
  zoneId: parkingSessions.zoneId,
  meterName: parkingSessions.meterName,
  plate: parkingSessions.plate,
  currency: parkingSessions.currency,
  totalAmount: parkingSessions.totalAmount,
  totalFees: parkingSessions.totalFees,
  netAmount: parkingSessions.netAmount,
  startTime: isoTimeText(parkingSessions.startTime),
  endTime: isoTimeText(parkingSessions.endTime),
  email: parkingSessions.email,
};
type SessionShown = Omit<
  Pick<ParkingSessionRow, keyof typeof sessionColumns>,
  'startTime' | 'endTime'
> & { startTime: string; endTime: string };

/** A session row as the contract's parking session, its status at `now`. */
export function sessionView(row: SessionShown, now = new Date()): MeterSessionsSession {
  return {
    uuid: row.uuid,
    publicId: row.publicId,
    meterUUID: row.meterUuid,
    zoneId: row.zoneId,
    meterName: row.meterName,
    plate: row.plate,
    currency: currencyOf(row.currency),
    totalAmount: row.totalAmount,
    totalFees: row.totalFees,
    netAmount: row.netAmount,
    status: sessionStatus(row, now),
    startTime: row.startTime,
    endTime: row.endTime,
    email: row.email,
  };
}

const entity = sql.placeholder('entity');
const meter = sql.placeholder('meter');
const plate = sql.placeholder('plate');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/** The four pages: by organisation, by meter, by organisation and plate, by meter and plate. */
const WHERE = {
  entity: eq(parkingSessions.entityUuid, entity),
  meter: eq(parkingSessions.meterUuid, meter),
  entityPlate: and(eq(parkingSessions.entityUuid, entity), eq(parkingSessions.plate, plate)),
  meterPlate: and(
    eq(parkingSessions.entityUuid, entity),
    eq(parkingSessions.plate, plate),
    eq(parkingSessions.meterUuid, meter),
  ),
} as const;
type PageKind = keyof typeof WHERE;

/**
 * Each page kind as a prepared statement (built once per database), newest start first: its
 * where is one of the indexed prefixes (entity; meter; entity + plate; meter + plate), ordered
 * (start_time, uuid) desc as the indexes are, so a page is one index range scan (early pages;
 * OFFSET walks the index for later ones).
 */
const pageStatement = (kind: PageKind) =>
  preparedStatement(`meter_sessions_${kind}`, (db, name) =>
    db
      .select(sessionColumns)
      .from(parkingSessions)
      .where(WHERE[kind])
      .orderBy(sql`${parkingSessions.startTime} desc, ${parkingSessions.uuid} desc`)
      .limit(limit)
      .offset(offset)
      .prepare(name),
  );
const pageStatements = {
  entity: pageStatement('entity'),
  meter: pageStatement('meter'),
  entityPlate: pageStatement('entityPlate'),
  meterPlate: pageStatement('meterPlate'),
};

/** One page of sessions of a kind, with its values; `now` decides Valid/Expired. */
export async function sessionsPage(
  db: DbOrTx,
  kind: PageKind,
  values: { entity?: string; meter?: string; plate?: string },
  page: number,
  now = new Date(),
): Promise<Omit<MeterSessionsPage, 'portalSubdomain'>> {
  const rows = await pageStatements[kind](db).execute({
    ...values,
    limit: SESSIONS_PAGE_SIZE + 1,
    offset: page * SESSIONS_PAGE_SIZE,
  });
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
  ctx: OrgContext,
  query: SessionQuery,
): Promise<MeterSessionsPage> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const page = await sessionsPage(
    db,
    query.plate ? 'entityPlate' : 'entity',
    { entity: entityUuid, plate: query.plate },
    query.page ?? 0,
  );
  return { ...page, portalSubdomain: org.portalSubdomain };
}

/** GET one meter's sessions (or of one plate); another organisation's meter is 404. */
export async function listMeterSessionsFor(
  ctx: OrgContext,
  meterUuid: string,
  query: SessionQuery,
): Promise<MeterSessionsPage> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  await meterOf(db, entityUuid, meterUuid);
  const page = await sessionsPage(
    db,
    query.plate ? 'meterPlate' : 'meter',
    { entity: entityUuid, meter: meterUuid, plate: query.plate },
    query.page ?? 0,
  );
  return { ...page, portalSubdomain: org.portalSubdomain };
}
