import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';

type Rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => Promise<T[]>;

/**
 * The scan counters agree with COUNT(*) over scans and alerts: the totals (list counts), the
 * hourly counts (the heatmap and the overview) and the per-member totals.
 */
export async function expectCountersConsistent(rows: Rows, entity: string): Promise<void> {
  const [totals] = await rows<{ scans: number; alerts: number }>(
    sql`select scans, alerts from scan_totals where entity_uuid = ${entity}`,
  );
  const [actual] = await rows<{ scans: number; alerts: number }>(sql`
    select (select count(*)::int from scans where entity_uuid = ${entity}) as scans,
           (select count(*)::int from alerts where entity_uuid = ${entity}) as alerts`);
  expect({ scans: Number(totals?.scans ?? 0), alerts: Number(totals?.alerts ?? 0) }).toEqual({
    scans: Number(actual.scans),
    alerts: Number(actual.alerts),
  });
  const hours = await rows(sql`
    with real as (
      select date_trunc('hour', s.captured_at, 'UTC') as hour, count(*)::int as scans,
             count(a.scan_uuid)::int as alerts
      from scans s left join alerts a on a.scan_uuid = s.uuid
      where s.entity_uuid = ${entity} group by 1
    )
    select coalesce(h.hour, r.hour) as hour, h.scans, r.scans, h.alerts, r.alerts
    from (select * from scan_hourly_counts where entity_uuid = ${entity}) h
    full join real r on r.hour = h.hour
    where coalesce(h.scans, 0) <> coalesce(r.scans, 0) or coalesce(h.alerts, 0) <> coalesce(r.alerts, 0)`);
  expect(hours).toEqual([]);
  const members = await rows(sql`
    with real as (
      select captured_by_uuid as user_uuid, count(*)::int as scans from scans
      where entity_uuid = ${entity} and captured_by_uuid is not null group by 1
    )
    select coalesce(m.user_uuid, r.user_uuid) as user_uuid, m.scans, r.scans
    from (select * from scan_member_totals where entity_uuid = ${entity}) m
    full join real r on r.user_uuid = m.user_uuid
    where coalesce(m.scans, 0) <> coalesce(r.scans, 0)`);
  expect(members).toEqual([]);
}
