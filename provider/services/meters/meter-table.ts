import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  MeterTableEarning,
  MeterTableInfo,
  MeterTableInfoBody,
  MeterTableMeter,
  MeterTableSessionStats,
} from '../../../lib/contract';
import { earningsWindows } from '../../../lib/rules/meters/sessions';
import { meters, type MeterRow } from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import type { OrgContext } from '../access';

/** A meter of the organisation; another organisation's (or none) is 404. */
export async function meterOf(db: DbOrTx, entityUuid: string, uuid: string): Promise<MeterRow> {
  const [row] = await db
    .select()
    .from(meters)
    .where(and(eq(meters.uuid, uuid), eq(meters.entityUuid, entityUuid)));
  if (!row) throw fail.notFound('No such meter.');
  return row;
}

export const meterInfoOf = (m: MeterRow): MeterTableInfo => ({
  uuid: m.uuid,
  zoneId: m.zoneId,
  name: m.name,
  description: m.description,
  firstFreeMin: m.firstFreeMin,
});

interface MeterSums {
  meter_uuid: string;
  day_net: number;
  month_net: number;
  year_net: number;
  day_sessions: number;
  month_sessions: number;
  year_sessions: number;
  d30_sessions: number;
}

/**
 * Per meter of the organisation: net and sessions today, this month, this year and the last 30
 * days, from the hourly roll-up (one range scan of meter_hourly_totals_entity_idx, ≤ 8,784 rows
 * a meter).
 */
export async function meterSums(
  db: DbOrTx,
  entityUuid: string,
  timeZone: string,
  now = new Date(),
): Promise<Map<string, MeterSums>> {
  const w = earningsWindows(now, timeZone);
  const from = new Date(Math.min(w.year.getTime(), w.last30Days.getTime()));
  const hour30 = new Date(Math.floor(w.last30Days.getTime() / 3_600_000) * 3_600_000);
  const rows = rowsOf<MeterSums>(
    await db.execute(sql`
      select meter_uuid,
        coalesce(sum(net) filter (where hour >= ${w.day.toISOString()}::timestamptz), 0)::int as day_net,
        coalesce(sum(net) filter (where hour >= ${w.month.toISOString()}::timestamptz), 0)::int as month_net,
        coalesce(sum(net) filter (where hour >= ${w.year.toISOString()}::timestamptz), 0)::int as year_net,
        coalesce(sum(sessions) filter (where hour >= ${w.day.toISOString()}::timestamptz), 0)::int as day_sessions,
        coalesce(sum(sessions) filter (where hour >= ${w.month.toISOString()}::timestamptz), 0)::int as month_sessions,
        coalesce(sum(sessions) filter (where hour >= ${w.year.toISOString()}::timestamptz), 0)::int as year_sessions,
        coalesce(sum(sessions) filter (where hour >= ${hour30.toISOString()}::timestamptz), 0)::int as d30_sessions
      from meter_hourly_totals
      where entity_uuid = ${entityUuid}::uuid and hour >= ${from.toISOString()}::timestamptz
      group by meter_uuid`),
  );
  return new Map(rows.map((r) => [r.meter_uuid, r]));
}

/** Sessions valid now per meter of the organisation (parking_sessions_meter_end_idx). */
async function activeCounts(db: DbOrTx, entityUuid: string, now: Date) {
  const rows = rowsOf<{ meter_uuid: string; n: number }>(
    await db.execute(sql`
      select m.uuid as meter_uuid,
        (select count(*) from parking_sessions s
          where s.meter_uuid = m.uuid and s.end_time > ${now.toISOString()}::timestamptz
            and s.start_time <= ${now.toISOString()}::timestamptz)::int as n
      from meters m where m.entity_uuid = ${entityUuid}::uuid`),
  );
  return new Map(rows.map((r) => [r.meter_uuid, Number(r.n)]));
}

const orgMeters = (db: DbOrTx, entityUuid: string) =>
  db
    .select()
    .from(meters)
    .where(eq(meters.entityUuid, entityUuid))
    .orderBy(asc(meters.zoneId), asc(meters.uuid));

/** GET meters: every meter by zone id with its session counts. */
export async function listMetersFor(
  ctx: OrgContext,
  timeZone: string,
  now = new Date(),
): Promise<MeterTableMeter[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [rows, sums, active] = await Promise.all([
    orgMeters(db, entityUuid),
    meterSums(db, entityUuid, timeZone, now),
    activeCounts(db, entityUuid, now),
  ]);
  return rows.map((m) => ({
    ...meterInfoOf(m),
    activeSessionCount: active.get(m.uuid) ?? 0,
    todaySessionCount: sums.get(m.uuid)?.day_sessions ?? 0,
    session30DayCount: sums.get(m.uuid)?.d30_sessions ?? 0,
  }));
}

/** GET meter earnings: net cents per meter today, this month, this year. */
export async function meterEarningsFor(
  ctx: OrgContext,
  timeZone: string,
  now = new Date(),
): Promise<MeterTableEarning[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [rows, sums] = await Promise.all([
    orgMeters(db, entityUuid),
    meterSums(db, entityUuid, timeZone, now),
  ]);
  return rows.map((m) => {
    const s = sums.get(m.uuid);
    return {
      zoneId: m.zoneId,
      meterUUID: m.uuid,
      dailyTotal: s?.day_net ?? 0,
      monthlyTotal: s?.month_net ?? 0,
      annualTotal: s?.year_net ?? 0,
    };
  });
}

/** GET session stats: the organisation's net and session counts today, this month, this year. */
export async function sessionStatsFor(
  ctx: OrgContext,
  timeZone: string,
  now = new Date(),
): Promise<MeterTableSessionStats> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const stats: MeterTableSessionStats = {
    annualNet: 0,
    monthNet: 0,
    todayNet: 0,
    sessionAnnualCount: 0,
    sessionMonthCount: 0,
    sessionTodayCount: 0,
  };
  for (const s of (await meterSums(db, entityUuid, timeZone, now)).values()) {
    stats.annualNet += s.year_net;
    stats.monthNet += s.month_net;
    stats.todayNet += s.day_net;
    stats.sessionAnnualCount += s.year_sessions;
    stats.sessionMonthCount += s.month_sessions;
    stats.sessionTodayCount += s.day_sessions;
  }
  return stats;
}

export async function getMeterInfoFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return meterInfoOf(await meterOf(db, entityUuid, uuid));
}

/** PUT meter info: name, description, first free minutes; an audit record of what changed. */
export async function updateMeterInfoFor(
  ctx: OrgContext,
  uuid: string,
  body: Required<MeterTableInfoBody>,
): Promise<MeterTableInfo> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  return db.transaction(async (tx) => {
    const before = await meterOf(tx, entityUuid, uuid);
    const [after] = await tx
      .update(meters)
      .set({
        name: body.name,
        description: body.description,
        firstFreeMin: body.firstFreeMin,
        updatedAt: new Date(),
      })
      .where(and(eq(meters.uuid, uuid), eq(meters.entityUuid, entityUuid)))
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'meter.updated',
      targetUuid: uuid,
      detail: {
        zoneId: before.zoneId,
        before: meterInfoOf(before),
        after: meterInfoOf(after),
      },
    });
    return meterInfoOf(after);
  });
}
