import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { activityItem, heatmapItem, overviewStats } from '@/lib/contract';
import { z } from 'zod';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const heatmapResponse = z.object({ items: z.array(heatmapItem) });
const activityResponse = z.object({ items: z.array(activityItem) });

describe('GET /api/v1/dashboard/{entity}/overview/heatmap/{timezone}', () => {
  it('takes the zone URL-encoded (America%2FNew_York) and counts scans per local day', async () => {
    const res = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/overview/heatmap/America%2FNew_York`,
    );
    expect(res.status).toBe(200);
    const { items } = heatmapResponse.parse(res.json);
    expect(items.length).toBeGreaterThan(200);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    expect(items.every((i) => i.count > 0)).toBe(true);

    const expected = await fx.rows<{ date: string; count: number }>(sql`
      select to_char((captured_at at time zone 'America/New_York')::date, 'YYYY-MM-DD') as date,
             count(*)::int as count
      from scans
      where entity_uuid = ${fx.northgate}
        and (captured_at at time zone 'America/New_York')::date
            >= ((now() at time zone 'America/New_York')::date - interval '12 months')::date
      group by 1 order by 1`);
    expect(items).toEqual(expected.map((r) => ({ date: r.date, count: Number(r.count) })));
    // Campus holidays have no scans: Christmas Day is never on the map.
    expect(items.some((i) => i.date.endsWith('-12-25'))).toBe(false);
  });

  it('also takes the zone with a raw slash, and the day boundaries follow the zone', async () => {
    const raw = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/overview/heatmap/America/New_York`,
    );
    const encoded = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/overview/heatmap/America%2FNew_York`,
    );
    expect(raw.json).toEqual(encoded.json);
    const tokyo = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/overview/heatmap/Asia%2FTokyo`,
    );
    expect(tokyo.status).toBe(200);
    const total = (items: { count: number }[]) => items.reduce((s, i) => s + i.count, 0);
    // Shifted days, but (nearly) the same scans overall.
    expect(tokyo.json.items).not.toEqual(encoded.json.items);
    expect(Math.abs(total(tokyo.json.items) - total(encoded.json.items))).toBeLessThan(500);
  });

  it('answers 400 for an unknown zone and 403 to a non-member', async () => {
    const bad = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/overview/heatmap/Mars%2FOlympus`,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Unknown time zone.');
    const other = await fx.get('admin', `/api/v1/dashboard/${fx.riverside}/overview/heatmap/UTC`);
    expect(other.status).toBe(403);
  });
});

describe('GET /api/v2/dashboard/{entity}/allstats/', () => {
  it('answers the counters, the day and week series and the recent points', async () => {
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/allstats/?timezone=America%2FDetroit`,
    );
    expect(res.status).toBe(200);
    const stats = overviewStats.parse(res.json);
    const [real] = await fx.rows<{
      scans: number;
      alerts: number;
      today: number;
      today_alerts: number;
      week: number;
    }>(sql`
      select
        (select count(*)::int from scans where entity_uuid = ${fx.northgate}) as scans,
        (select count(*)::int from alerts where entity_uuid = ${fx.northgate}) as alerts,
        (select count(*)::int from scans where entity_uuid = ${fx.northgate}
          and captured_at >= ((now() at time zone 'America/Detroit')::date::timestamp at time zone 'America/Detroit')) as today,
        (select count(*)::int from alerts where entity_uuid = ${fx.northgate}
          and captured_at >= ((now() at time zone 'America/Detroit')::date::timestamp at time zone 'America/Detroit')) as today_alerts,
        (select count(*)::int from scans where entity_uuid = ${fx.northgate}
          and captured_at >= (((now() at time zone 'America/Detroit')::date - 6)::timestamp at time zone 'America/Detroit')) as week`);
    expect(stats.totalPlateCount).toBe(Number(real.scans));
    expect(stats.totalAlertCount).toBe(Number(real.alerts));
    expect(stats.todayPlateCount).toBe(Number(real.today));
    expect(stats.todayAlertCount).toBe(Number(real.today_alerts));
    // The seed scans something in the last hour (inside today once it is an hour old).
    const detroitMinutes = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Detroit',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(new Date())
        .reduce(
          (m, p) =>
            p.type === 'hour'
              ? m + 60 * Number(p.value)
              : p.type === 'minute'
                ? m + Number(p.value)
                : m,
          0,
        ),
    );
    if (detroitMinutes >= 60) expect(stats.todayPlateCount).toBeGreaterThan(0);
    expect(stats.lastManyDaysCounts).toHaveLength(7);
    expect(stats.lastManyDaysAlerts).toHaveLength(7);
    expect(stats.lastManyWeeksCounts).toHaveLength(12);
    expect(stats.lastManyWeeksAlerts).toHaveLength(12);
    // Oldest first: the last day is today, the last week holds the last 7 days.
    expect(stats.lastManyDaysCounts[6]).toBe(stats.todayPlateCount);
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    expect(sum(stats.lastManyDaysCounts)).toBe(Number(real.week));
    expect(stats.lastManyWeeksCounts[11]).toBe(sum(stats.lastManyDaysCounts));
    expect(stats.lastManyWeeksAlerts[11]).toBe(sum(stats.lastManyDaysAlerts));
    expect(stats.recentPoints).toHaveLength(200);
    const times = stats.recentPoints.map((p) => Date.parse(p.capturedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('defaults to UTC and keeps organisations apart', async () => {
    const northgate = overviewStats.parse(
      (await fx.get('super', `/api/v2/dashboard/${fx.northgate}/allstats/`)).json,
    );
    const riverside = overviewStats.parse(
      (await fx.get('super', `/api/v2/dashboard/${fx.riverside}/allstats/`)).json,
    );
    expect(riverside.totalPlateCount).toBeGreaterThan(150);
    expect(riverside.totalPlateCount).toBeLessThan(600);
    const ours = new Set(northgate.recentPoints.map((p) => p.uuid));
    expect(riverside.recentPoints.some((p) => ours.has(p.uuid))).toBe(false);
  });
});

describe('GET /api/v2/dashboard/{entity}/activity/', () => {
  it('answers scans per member per local day, newest first, at most 20', async () => {
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/activity/?timezone=America%2FNew_York`,
    );
    expect(res.status).toBe(200);
    const { items } = activityResponse.parse(res.json);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const days = items.map((i) => Date.parse(i.capturedAt));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const first = items[0];
    const [real] = await fx.rows<{ n: number }>(sql`
      select count(*)::int as n from scans s join users u on u.uuid = s.captured_by_uuid
      where s.entity_uuid = ${fx.northgate} and u.email = ${first.email}
        and s.captured_at >= ${first.capturedAt}::timestamptz
        and s.captured_at < ${first.capturedAt}::timestamptz + interval '1 day'`);
    expect(first.plateCount).toBe(Number(real.n));
    // A day starts at local midnight in the requested zone.
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(first.capturedAt));
    expect(local).toBe('00:00');
  });

  it('answers 403 to a non-member', async () => {
    expect((await fx.get('meters', `/api/v2/dashboard/${fx.northgate}/activity/`)).status).toBe(
      403,
    );
  });
});
