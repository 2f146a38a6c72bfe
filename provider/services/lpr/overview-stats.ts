import { desc, eq, sql } from 'drizzle-orm';
import type { OverviewStats } from '../../../lib/contract';
import { alerts, scans, scanTotals } from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';

/** Days of the heatmap, of the activity feed, of the day and week charts. */
const ACTIVITY_DAYS = 30;
const ACTIVITY_ITEMS = 20;
const CHART_DAYS = 7;
const CHART_WEEKS = 12;
const RECENT_POINTS = 200;

/**
 * Runs a query that uses a time zone; PostgreSQL's zone names are the IANA ones, but should it
 * not know one the contract's check let through, that is 400 'Unknown time zone.' too.
 */
async function inZone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '22023' || e.cause?.code === '22023')
      throw fail.badRequest('Unknown time zone.');
    throw error;
  }
}

/** SQL: the local calendar date of `now` in the zone. */
const localToday = (now: Date, tz: string) =>
  sql`((${now.toISOString()}::timestamptz at time zone ${tz})::date)`;

/** SQL: the instant a local date starts in the zone. */
const startOfLocalDay = (date: ReturnType<typeof sql>, tz: string) =>
  sql`((${date})::timestamp at time zone ${tz})`;

/** Scans per local day of the last 12 months (days without scans left out), oldest first. */
export async function heatmap(
  db: DbOrTx,
  entityUuid: string,
  tz: string,
  now = new Date(),
): Promise<{ items: { date: string; count: number }[] }> {
  const firstDay = sql`((${localToday(now, tz)} - interval '12 months')::date)`;
  const rows = await inZone(async () =>
    rowsOf<{ date: string; count: number }>(
      await db.execute(sql`
        select to_char((h.hour at time zone ${tz})::date, 'YYYY-MM-DD') as date,
               sum(h.scans)::int as count
        from scan_hourly_counts h
        where h.entity_uuid = ${entityUuid}::uuid
          and h.hour >= ${startOfLocalDay(firstDay, tz)}
          and h.hour <= ${now.toISOString()}::timestamptz
        group by 1
        having sum(h.scans) > 0
        order by 1`),
    ),
  );
  return { items: rows.map((r) => ({ date: r.date, count: Number(r.count) })) };
}

/** Scans per member per local day of the last 30 days, newest first, at most 20 items. */
export async function activity(
  db: DbOrTx,
  entityUuid: string,
  tz: string,
  now = new Date(),
): Promise<{
  items: { capturedAt: string; fullname: string; email: string; plateCount: number }[];
}> {
  const firstDay = sql`(${localToday(now, tz)} - ${ACTIVITY_DAYS - 1}::int)`;
  const rows = await inZone(async () =>
    rowsOf<{ day_start: Date | string; fullname: string; email: string; n: number }>(
      await db.execute(sql`
        select (d.day::timestamp at time zone ${tz}) as day_start, u.fullname, u.email, d.n
        from (
          select (s.captured_at at time zone ${tz})::date as day, s.captured_by_uuid, count(*)::int as n
          from scans s
          where s.entity_uuid = ${entityUuid}::uuid
            and s.captured_at >= ${startOfLocalDay(firstDay, tz)}
            and s.captured_by_uuid is not null
          group by 1, 2
        ) d
        join users u on u.uuid = d.captured_by_uuid
        order by d.day desc, d.n desc, u.fullname asc
        limit ${ACTIVITY_ITEMS}`),
    ),
  );
  return {
    items: rows.map((r) => ({
      capturedAt: new Date(r.day_start).toISOString(),
      fullname: r.fullname,
      email: r.email,
      plateCount: Number(r.n),
    })),
  };
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic). */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Counter cards, 7-day and 12-week charts (oldest first) and the 200 newest map points. */
export async function allStats(
  db: DbOrTx,
  entityUuid: string,
  tz: string,
  now = new Date(),
): Promise<OverviewStats> {
  const chartDays = CHART_WEEKS * 7;
  const firstDay = sql`(${localToday(now, tz)} - ${chartDays - 1}::int)`;
  const { today, days } = await inZone(async () => {
    const [head] = rowsOf<{ today: string }>(
      await db.execute(sql`select to_char(${localToday(now, tz)}, 'YYYY-MM-DD') as today`),
    );
    const dayRows = rowsOf<{ day: string; scans: number; alerts: number }>(
      await db.execute(sql`
        select to_char((h.hour at time zone ${tz})::date, 'YYYY-MM-DD') as day,
               sum(h.scans)::int as scans, sum(h.alerts)::int as alerts
        from scan_hourly_counts h
        where h.entity_uuid = ${entityUuid}::uuid
          and h.hour >= ${startOfLocalDay(firstDay, tz)}
          and h.hour <= ${now.toISOString()}::timestamptz
        group by 1`),
    );
    return { today: head.today, days: dayRows };
  });
  const byDay = new Map(days.map((d) => [d.day, d]));
  const series = Array.from({ length: chartDays }, (_, i) => {
    const day = byDay.get(addDaysToDate(today, i - (chartDays - 1)));
    return { scans: Number(day?.scans ?? 0), alerts: Number(day?.alerts ?? 0) };
  });
  const lastDays = series.slice(-CHART_DAYS);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, w) =>
    series
      .slice(w * 7, w * 7 + 7)
      .reduce((sum, d) => ({ scans: sum.scans + d.scans, alerts: sum.alerts + d.alerts }), {
        scans: 0,
        alerts: 0,
      }),
  );

  const [totals] = await db.select().from(scanTotals).where(eq(scanTotals.entityUuid, entityUuid));
  const points = await db
    .select({
      uuid: scans.uuid,
      plate: scans.plate,
      latitude: scans.latitude,
      longitude: scans.longitude,
      capturedAt: scans.capturedAt,
      isAlert: sql<boolean>`(${alerts.scanUuid} is not null)`,
    })
    .from(scans)
    .leftJoin(alerts, eq(alerts.scanUuid, scans.uuid))
    .where(eq(scans.entityUuid, entityUuid))
    .orderBy(desc(scans.capturedAt), desc(scans.uuid))
    .limit(RECENT_POINTS);

  const todayCounts = series[series.length - 1];
  return {
    todayPlateCount: todayCounts.scans,
    todayAlertCount: todayCounts.alerts,
    totalPlateCount: Number(totals?.scans ?? 0),
    totalAlertCount: Number(totals?.alerts ?? 0),
    lastManyDaysCounts: lastDays.map((d) => d.scans),
    lastManyDaysAlerts: lastDays.map((d) => d.alerts),
    lastManyWeeksCounts: weeks.map((w) => w.scans),
    lastManyWeeksAlerts: weeks.map((w) => w.alerts),
    recentPoints: points.map((p) => ({
      uuid: p.uuid,
      plate: p.plate,
      latitude: Number(p.latitude),
      longitude: Number(p.longitude),
      capturedAt: p.capturedAt.toISOString(),
      isAlert: Boolean(p.isAlert),
    })),
  };
}
