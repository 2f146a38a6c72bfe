import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import {
  meterSessionsPage,
  meterTableEarning,
  meterTableInfo,
  meterTableMeter,
  meterTableSessionStats,
} from '@/lib/contract';
import { earningsWindows, SESSIONS_PAGE_SIZE } from '@/lib/rules/meters/sessions';
import { auditEvents, meters, organisations, parkingSessions } from '@/provider/db/schema';
import { recordSessionMoney } from '@/provider/services/meters';
import { call, type Json } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
let eastside: string;
let ng: string;
let eastMeters: Json[];
let ngMeter: string;
const TZ = 'America/Detroit';

beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  const [org] = await fx.provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Eastside Meters'));
  eastside = org.uuid;
  eastMeters = (await as('meters', 'GET', `/api/v1/meters/${eastside}?timezone=${TZ}`)).json;
  const [n] = await fx.provider.db.select().from(meters).where(eq(meters.entityUuid, ng));
  ngMeter = n.uuid;
}, 180_000);
afterAll(() => fx.close());

async function as(account: Account, method: string, path: string, body?: unknown) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}
const base = () => `/api/v1/meters/${eastside}`;
const zone = (id: string) => eastMeters.find((m: Json) => m.zoneId === id);

describe('access', () => {
  it('answers 401 without a token and 403 to another organisation', async () => {
    expect((await call(fx.provider, 'GET', base())).status).toBe(401);
    for (const path of [
      '',
      '/earnings',
      '/session-stats',
      '/sessions',
      `/meter/${zone('E101').uuid}`,
      `/meter/${zone('E101').uuid}/sessions`,
      '/sessions/search?plate=ABC',
    ]) {
      expect((await as('admin', 'GET', `${base()}${path}`)).status).toBe(403);
    }
  });

  it("answers 404 for another organisation's meter (and an unknown one)", async () => {
    const admin = `/api/v1/meters/${ng}`;
    const theirs = zone('E101').uuid;
    expect((await as('admin', 'GET', `${admin}/meter/${theirs}`)).status).toBe(404);
    expect((await as('admin', 'GET', `${admin}/meter/${theirs}/sessions`)).status).toBe(404);
    expect(
      (await as('admin', 'GET', `${admin}/meter/${theirs}/sessions/search?plate=A`)).status,
    ).toBe(404);
    const put = await as('admin', 'PUT', `${admin}/meter/${theirs}`, {
      name: 'Mine now',
      firstFreeMin: 0,
    });
    expect(put.status).toBe(404);
    expect((await as('meters', 'GET', `${base()}/meter/${ngMeter}`)).status).toBe(404);
    const unknown = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';
    expect((await as('meters', 'GET', `${base()}/meter/${unknown}`)).status).toBe(404);
  });
});

describe('meters table', () => {
  it('lists the six seeded meters by zone id with their session counts', async () => {
    expect(eastMeters.map((m: Json) => m.zoneId)).toEqual([
      'E101',
      'E102',
      'E103',
      'E104',
      'E105',
      'E106',
    ]);
    for (const m of eastMeters) meterTableMeter.parse(m);
    expect(zone('E104').firstFreeMin).toBe(15);
    const total30 = eastMeters.reduce((n: number, m: Json) => n + m.session30DayCount, 0);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from parking_sessions where entity_uuid = ${eastside}::uuid
          and start_time >= date_trunc('hour', now() - interval '30 days')`,
    );
    expect(total30).toBe(Number(n));
    const [{ active }] = await fx.rows<{ active: number }>(
      sql`select count(*)::int as active from parking_sessions where entity_uuid = ${eastside}::uuid
          and end_time > now() and start_time <= now()`,
    );
    expect(eastMeters.reduce((a: number, m: Json) => a + m.activeSessionCount, 0)).toBe(
      Number(active),
    );
    expect(Number(active)).toBeGreaterThan(0);
  });

  it('sums earnings per zone and stats from the sessions, in the given zone', async () => {
    const earnings = (await as('meters', 'GET', `${base()}/earnings?timezone=${TZ}`)).json;
    for (const e of earnings) meterTableEarning.parse(e);
    const stats = meterTableSessionStats.parse(
      (await as('meters', 'GET', `${base()}/session-stats?timezone=${TZ}`)).json,
    );
    const w = earningsWindows(new Date(), TZ);
    const [sums] = await fx.rows<Record<string, number>>(sql`
      select coalesce(sum(net_amount) filter (where start_time >= ${w.day.toISOString()}::timestamptz), 0)::int as day,
        coalesce(sum(net_amount) filter (where start_time >= ${w.month.toISOString()}::timestamptz), 0)::int as month,
        coalesce(sum(net_amount) filter (where start_time >= ${w.year.toISOString()}::timestamptz), 0)::int as year,
        count(*) filter (where start_time >= ${w.year.toISOString()}::timestamptz)::int as year_count
      from parking_sessions where entity_uuid = ${eastside}::uuid`);
    const sum = (key: string) => earnings.reduce((n: number, e: Json) => n + e[key], 0);
    expect(sum('dailyTotal')).toBe(Number(sums.day));
    expect(sum('monthlyTotal')).toBe(Number(sums.month));
    expect(sum('annualTotal')).toBe(Number(sums.year));
    expect(stats).toMatchObject({
      todayNet: Number(sums.day),
      monthNet: Number(sums.month),
      annualNet: Number(sums.year),
      sessionAnnualCount: Number(sums.year_count),
    });
    expect(stats.annualNet).toBeGreaterThan(0);
    expect((await as('meters', 'GET', `${base()}?timezone=Mars/Olympus`)).status).toBe(400);
  });

  it('counts a paid session at once (recordSessionMoney)', async () => {
    const m = zone('E101');
    const before = (await as('meters', 'GET', `${base()}?timezone=${TZ}`)).json;
    const stats0 = (await as('meters', 'GET', `${base()}/session-stats?timezone=${TZ}`)).json;
    const now = new Date();
    await fx.provider.db.transaction(async (tx) => {
      await tx.insert(parkingSessions).values({
        entityUuid: eastside,
        meterUuid: m.uuid,
        publicId: 'TEST-0001',
        zoneId: 'E101',
        meterName: 'Main Street',
        plate: 'MONEY1',
        totalAmount: 420,
        totalFees: 20,
        netAmount: 400,
        startTime: now,
        endTime: new Date(now.getTime() + 3_600_000),
      });
      await recordSessionMoney(
        tx,
        { meterUuid: m.uuid, entityUuid: eastside },
        {
          total: 420,
          fees: 20,
          net: 400,
        },
      );
      // A time-add adds money, not a session.
      await recordSessionMoney(
        tx,
        { meterUuid: m.uuid, entityUuid: eastside },
        {
          total: 220,
          fees: 20,
          net: 200,
          newSession: false,
        },
      );
    });
    const after = (await as('meters', 'GET', `${base()}?timezone=${TZ}`)).json;
    const was = before.find((x: Json) => x.zoneId === 'E101');
    const now1 = after.find((x: Json) => x.zoneId === 'E101');
    expect(now1.activeSessionCount).toBe(was.activeSessionCount + 1);
    expect(now1.todaySessionCount).toBe(was.todaySessionCount + 1);
    expect(now1.session30DayCount).toBe(was.session30DayCount + 1);
    const stats1 = (await as('meters', 'GET', `${base()}/session-stats?timezone=${TZ}`)).json;
    expect(stats1.todayNet).toBe(stats0.todayNet + 600);
    expect(stats1.sessionTodayCount).toBe(stats0.sessionTodayCount + 1);
  });
});

describe('meter info', () => {
  it('reads and edits a meter, with an audit record', async () => {
    const m = zone('E106');
    const got = meterTableInfo.parse((await as('meters', 'GET', `${base()}/meter/${m.uuid}`)).json);
    expect(got).toMatchObject({ zoneId: 'E106', name: 'Market Square' });
    const res = await as('meters', 'PUT', `${base()}/meter/${m.uuid}`, {
      name: '  Market Square North ',
      description: '',
      firstFreeMin: 10,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      uuid: m.uuid,
      zoneId: 'E106',
      name: 'Market Square North',
      description: null,
      firstFreeMin: 10,
    });
    const audits = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUuid, m.uuid));
    expect(audits.map((a) => a.action)).toEqual(['meter.updated']);
    expect(audits[0].detail).toMatchObject({ after: { firstFreeMin: 10 } });
  });

  it('takes first free minutes as a number only, and a name', async () => {
    const path = `${base()}/meter/${zone('E105').uuid}`;
    for (const body of [
      { name: 'X', firstFreeMin: '15' },
      { name: 'X', firstFreeMin: -1 },
      { name: 'X', firstFreeMin: 2.5 },
      { name: '   ', firstFreeMin: 0 },
    ]) {
      expect((await as('meters', 'PUT', path, body)).status).toBe(400);
    }
  });
});

describe('sessions', () => {
  it('pages all sessions newest first from page 0', async () => {
    const p0 = meterSessionsPage.parse((await as('meters', 'GET', `${base()}/sessions`)).json);
    expect(p0.sessions).toHaveLength(SESSIONS_PAGE_SIZE);
    expect(p0).toMatchObject({ page: 0, hasNext: true });
    const starts = p0.sessions.map((s) => Date.parse(s.startTime));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    const p1 = (await as('meters', 'GET', `${base()}/sessions?page=1`)).json;
    expect(p1.page).toBe(1);
    expect(Date.parse(p1.sessions[0].startTime)).toBeLessThanOrEqual(starts.at(-1)!);
    const ids = new Set(p0.sessions.map((s) => s.uuid));
    expect(p1.sessions.some((s: Json) => ids.has(s.uuid))).toBe(false);
    expect(p0.sessions.some((s) => s.status === 'Valid')).toBe(true);
    const far = (await as('meters', 'GET', `${base()}/sessions?page=100000`)).json;
    expect(far).toMatchObject({ sessions: [], hasNext: false });
    expect((await as('meters', 'GET', `${base()}/sessions?page=-1`)).status).toBe(400);
  });

  it("pages one meter's sessions", async () => {
    const m = zone('E103');
    const res = (await as('meters', 'GET', `${base()}/meter/${m.uuid}/sessions`)).json;
    expect(res.sessions.length).toBe(SESSIONS_PAGE_SIZE);
    expect(new Set(res.sessions.map((s: Json) => s.zoneId))).toEqual(new Set(['E103']));
  });

  it('searches by plate, upper-cased, for all meters and for one', async () => {
    const [{ plate }] = await fx.rows<{ plate: string }>(sql`
      select plate from parking_sessions where entity_uuid = ${eastside}::uuid
      group by plate order by count(*) desc, plate limit 1`);
    const lower = encodeURIComponent(plate.toLowerCase());
    const all = (await as('meters', 'GET', `${base()}/sessions/search?plate=${lower}`)).json;
    expect(all.sessions.length).toBeGreaterThan(1);
    expect(new Set(all.sessions.map((s: Json) => s.plate))).toEqual(new Set([plate]));
    const zoneOf = all.sessions[0].zoneId;
    const one = (
      await as(
        'meters',
        'GET',
        `${base()}/meter/${zone(zoneOf).uuid}/sessions/search?plate=${lower}`,
      )
    ).json;
    expect(one.sessions.length).toBeGreaterThan(0);
    expect(one.sessions.every((s: Json) => s.plate === plate && s.zoneId === zoneOf)).toBe(true);
    const none = (await as('meters', 'GET', `${base()}/sessions/search?plate=NOSUCH9`)).json;
    expect(none).toMatchObject({ sessions: [], hasNext: false });
    const blank = await as('meters', 'GET', `${base()}/sessions/search?plate=%20%20`);
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe('Please enter a vehicle plate');
  });
});
