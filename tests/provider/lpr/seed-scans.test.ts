import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { seedExtraScans } from '@/provider/seed/lpr/benchmark-scans';
import { matchPlateInDb } from '@/provider/services/lists';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

type Row = {
  uuid: string;
  entity_uuid: string;
  plate: string;
  captured_at: string;
  last_seen: string | null;
  latitude: number;
  longitude: number;
  list_uuid: string | null;
  status: string | null;
  is_valid: boolean | null;
  is_alert: boolean;
};

describe('demo scans', () => {
  it('give Northgate a year (~25,000) and Riverside a week (~300)', async () => {
    const rows = await fx.rows<{ entity_uuid: string; n: number; first: string; last: string }>(sql`
      select entity_uuid, count(*)::int as n, min(captured_at)::text as first, max(captured_at)::text as last
      from scans group by 1`);
    const of = (uuid: string) => rows.find((r) => r.entity_uuid === uuid)!;
    const northgate = of(fx.northgate);
    expect(Number(northgate.n)).toBeGreaterThan(22_000);
    expect(Number(northgate.n)).toBeLessThan(28_000);
    expect(Date.now() - Date.parse(northgate.first)).toBeGreaterThan(360 * 86_400_000);
    const riverside = of(fx.riverside);
    expect(Number(riverside.n)).toBeGreaterThan(200);
    expect(Number(riverside.n)).toBeLessThan(450);
    expect(Date.now() - Date.parse(riverside.first)).toBeLessThan(8 * 86_400_000);
  });

  it('are made by the patrols (and a few by the admin), some in the last hour', async () => {
    const byMember = await fx.rows<{ email: string; n: number }>(sql`
      select u.email, count(*)::int as n from scans s join users u on u.uuid = s.captured_by_uuid
      where s.entity_uuid = ${fx.northgate} group by 1`);
    const counts = Object.fromEntries(byMember.map((r) => [r.email, Number(r.n)]));
    for (const email of [
      'patrol@demo.test',
      'jordan.ellis@demo.test',
      'priya.shah@demo.test',
      'marcus.chen@demo.test',
      'dana.whitfield@demo.test',
    ]) {
      expect(counts[email]).toBeGreaterThan(2_500);
    }
    expect(counts['admin@demo.test']).toBeGreaterThan(0);
    expect(counts['admin@demo.test']).toBeLessThan(500);
    const [recent] = await fx.rows<{ n: number }>(sql`
      select count(*)::int as n from scans where entity_uuid = ${fx.northgate} and captured_at > now() - interval '1 hour'`);
    expect(Number(recent.n)).toBeGreaterThan(0);
  });

  it('hit every kind of list result, and scans fall 7:00–19:00 campus time on weekdays mostly', async () => {
    const statuses = await fx.rows<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from scans where entity_uuid = ${fx.northgate} group by 1`);
    const seen = new Set(statuses.map((s) => s.status));
    for (const status of [
      'Hotlist match',
      'Valid',
      'Expired',
      'Not on list',
      'Time limit exceeded',
      'Within timelimit',
    ]) {
      expect(seen).toContain(status);
    }
    const [shape] = await fx.rows<{ daytime: number; weekday: number; total: number }>(sql`
      select count(*) filter (where extract(hour from captured_at at time zone 'America/Detroit') between 7 and 19)::int as daytime,
             count(*) filter (where extract(isodow from captured_at at time zone 'America/Detroit') < 6)::int as weekday,
             count(*)::int as total
      from scans where entity_uuid = ${fx.northgate}`);
    expect(Number(shape.daytime) / Number(shape.total)).toBeGreaterThan(0.97);
    expect(Number(shape.weekday) / Number(shape.total)).toBeGreaterThan(0.8);
  });

  it('are matched exactly as ingestion matches them (sample)', async () => {
    const sample = await fx.rows<Row>(sql`
      (select s.*, (a.scan_uuid is not null) as is_alert from scans s left join alerts a on a.scan_uuid = s.uuid
        where s.entity_uuid = ${fx.northgate} and s.status in ('Time limit exceeded', 'Not on list', 'Expired', 'Hotlist match')
        order by md5(s.uuid::text) limit 60)
      union all
      (select s.*, (a.scan_uuid is not null) as is_alert from scans s left join alerts a on a.scan_uuid = s.uuid
        order by md5(s.uuid::text) limit 140)`);
    for (const row of sample) {
      const { match, lastSeen } = await matchPlateInDb(fx.provider.db, {
        entityUuid: row.entity_uuid,
        plate: row.plate,
        capturedAt: new Date(row.captured_at),
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        excludeUuid: row.uuid,
      });
      expect({
        uuid: row.uuid,
        list: match?.listUuid ?? null,
        status: match?.status ?? null,
        alert: match ? !match.isValid : false,
      }).toEqual({ uuid: row.uuid, list: row.list_uuid, status: row.status, alert: row.is_alert });
      expect(lastSeen?.getTime() ?? null).toBe(row.last_seen ? Date.parse(row.last_seen) : null);
    }
  });
});

describe('seed --scans N', () => {
  it('adds N matched scans in chunks and keeps the counters', async () => {
    const before = await fx.rows<{ scans: number; alerts: number }>(
      sql`select scans, alerts from scan_totals where entity_uuid = ${fx.riverside}`,
    );
    const progress: number[] = [];
    const result = await seedExtraScans(fx.provider.db, {
      scans: 2_500,
      org: 'riverside',
      chunk: 1_000,
      onProgress: (written) => progress.push(written),
    });
    expect(result.scans).toBe(2_500);
    expect(progress).toEqual([1_000, 2_000, 2_500]);
    const [after] = await fx.rows<{
      scans: number;
      alerts: number;
      real_scans: number;
      real_alerts: number;
    }>(sql`
      select t.scans, t.alerts,
        (select count(*)::int from scans where entity_uuid = ${fx.riverside}) as real_scans,
        (select count(*)::int from alerts where entity_uuid = ${fx.riverside}) as real_alerts
      from scan_totals t where t.entity_uuid = ${fx.riverside}`);
    expect(Number(after.scans)).toBe(Number(before[0].scans) + 2_500);
    expect(Number(after.alerts)).toBe(Number(before[0].alerts) + result.alerts);
    expect(Number(after.scans)).toBe(Number(after.real_scans));
    expect(Number(after.alerts)).toBe(Number(after.real_alerts));
    const [members] = await fx.rows<{ n: number }>(sql`
      select sum(scans)::int as n from scan_member_totals where entity_uuid = ${fx.riverside}`);
    expect(Number(members.n)).toBe(Number(after.real_scans));
  });
});
