import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { organisations } from '@/provider/db/schema';
import { NORTHGATE_TZ, RIVERSIDE_TZ } from '@/provider/seed/world/campus';
import {
  CATCH_UP_MS,
  startLivePatrol,
  type LivePatrolOptions,
} from '@/provider/seed/lpr/live-patrol';
import { withDemoPatrol } from '@/provider/seed/lpr/demo-patrol';
import {
  inWorkingHours,
  nextWorkingInstant,
  WORK_END,
  WORK_START,
} from '@/provider/seed/lpr/patrol-hours';
import { dayClock, localDate, localMinutes } from '@/provider/seed/world/local-time';
import { Rng } from '@/provider/seed/world/random';
import { demoPatrolEnabled } from '@/provider/setup/demo-setting';
import type { ScanUploadFields } from '@/provider/services/lpr';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Timers that never fire: the tests call tick themselves. */
function manualTimers() {
  const set: number[] = [];
  let cleared = 0;
  return {
    set,
    cleared: () => cleared,
    timers: {
      set(_fn: () => void, ms: number) {
        set.push(ms);
        return set.length;
      },
      clear() {
        cleared++;
      },
    },
  };
}

/** A patrol whose ingestion only records what it would write, on a clock the test moves. */
async function recordingPatrol(start: number, seed = 7) {
  let at = start;
  const written: { entity: string; fields: ScanUploadFields; user: string }[] = [];
  const rng = new Rng(seed);
  const options: LivePatrolOptions = {
    db: fx.provider.db,
    storage: fx.provider.storage,
    now: () => new Date(at),
    random: () => rng.next(),
    timers: manualTimers().timers,
    ingest: async (ctx, _storage, input) => {
      written.push({
        entity: input.fields.entityUUID,
        fields: input.fields,
        user: ctx.actor.user.uuid,
      });
      return null as never;
    },
  };
  const patrol = await startLivePatrol(options);
  return {
    patrol,
    written,
    setClock: (t: number) => {
      at = t;
    },
    /** Ticks until nothing more is due at the current time. */
    drain: async () => {
      let total = 0;
      for (let n = await patrol.tick(); n > 0; n = await patrol.tick()) total += n;
      return total;
    },
  };
}

const zoneOf = (entity: string) => (entity === fx.riverside ? RIVERSIDE_TZ : NORTHGATE_TZ);

describe('demo patrol settings', () => {
  it('runs with the embedded demo only, unless DEMO_PATROL says otherwise', () => {
    expect(demoPatrolEnabled({})).toBe(true);
    expect(demoPatrolEnabled({ DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(demoPatrolEnabled({ PROVIDER_API_URL: 'http://p' })).toBe(false);
    expect(demoPatrolEnabled({ DATABASE_URL: 'postgres://x/y', DEMO_PATROL: 'on' })).toBe(true);
    expect(demoPatrolEnabled({ PROVIDER_API_URL: 'http://p', DEMO_PATROL: 'on' })).toBe(true);
    expect(demoPatrolEnabled({ DEMO_PATROL: 'off' })).toBe(false);
    expect(demoPatrolEnabled({ DEMO_PATROL: 'OFF ' })).toBe(false);
    // No demo on the embedded database (DEMO=off): no demo patrol either, unless asked for.
    expect(demoPatrolEnabled({ DEMO: 'off' })).toBe(false);
    expect(demoPatrolEnabled({ DEMO: 'off', DEMO_PATROL: 'on' })).toBe(true);
    expect(demoPatrolEnabled({ DEMO: 'on' })).toBe(true);
    expect(demoPatrolEnabled({ JEST_WORKER_ID: '1', DEMO_PATROL: 'on' })).toBe(false);
  });

  it('is not started when off: the provider is handed back untouched, no timer', async () => {
    const t = manualTimers();
    const provider = await withDemoPatrol(
      fx.provider,
      { DEMO_PATROL: 'off' },
      { timers: t.timers },
    );
    expect(provider).toBe(fx.provider);
    expect(t.set).toEqual([]);
  });

  it('when on, starts at once and the provider close stops it before closing', async () => {
    const t = manualTimers();
    let closed = 0;
    const inner = { ...fx.provider, close: async () => void closed++ };
    const provider = await withDemoPatrol(inner, { DEMO_PATROL: 'on' }, { timers: t.timers });
    expect(t.set).toEqual([0]);
    await provider.close();
    expect(t.cleared()).toBe(1);
    expect(closed).toBe(1);
  });
});

describe('working hours', () => {
  it('are 07:00–19:00 in the zone, and the next start is the next 07:00', () => {
    const clock = dayClock(NORTHGATE_TZ, '2026-03-10');
    expect(inWorkingHours(NORTHGATE_TZ, clock(6 * 60 + 59).getTime())).toBe(false);
    expect(inWorkingHours(NORTHGATE_TZ, clock(7 * 60).getTime())).toBe(true);
    expect(inWorkingHours(NORTHGATE_TZ, clock(18 * 60 + 59).getTime())).toBe(true);
    expect(inWorkingHours(NORTHGATE_TZ, clock(19 * 60).getTime())).toBe(false);
    expect(nextWorkingInstant(NORTHGATE_TZ, clock(3 * 60).getTime())).toBe(clock(420).getTime());
    expect(nextWorkingInstant(NORTHGATE_TZ, clock(20 * 60).getTime())).toBe(
      dayClock(NORTHGATE_TZ, '2026-03-11')(420).getTime(),
    );
    // 10:00 in Detroit is 07:00 in Los Angeles: Riverside's day starts three hours later.
    expect(inWorkingHours(RIVERSIDE_TZ, clock(9 * 60 + 59).getTime())).toBe(false);
  });
});

describe('demo patrol pace', () => {
  it('keeps a few scans a minute in working hours and none outside, over three days', async () => {
    // Far ahead of the seed's newest scan: the patrol starts afresh (a catch-up of one hour).
    const day0 = '2031-06-02';
    const start = dayClock(NORTHGATE_TZ, day0)(0).getTime();
    const p = await recordingPatrol(start);
    expect(p.patrol.organisations.sort()).toEqual([fx.northgate, fx.riverside].sort());
    let latest = 0;
    for (let t = start; t <= start + 72 * HOUR; t += 5 * MINUTE) {
      p.setClock(t);
      const seen = p.written.length;
      await p.drain();
      // Never ahead of the clock.
      for (const w of p.written.slice(seen))
        latest = Math.max(latest, Date.parse(w.fields.capturedAt));
      expect(latest).toBeLessThanOrEqual(t);
    }
    expect(p.written.length).toBeGreaterThan(0);
    const perHour = new Map<string, number>();
    for (const w of p.written) {
      const at = new Date(w.fields.capturedAt);
      const tz = zoneOf(w.entity);
      const minutes = localMinutes(tz, at);
      // Nothing outside working hours in the organisation's zone.
      expect(minutes).toBeGreaterThanOrEqual(WORK_START);
      expect(minutes).toBeLessThan(WORK_END);
      const key = `${w.entity} ${localDate(tz, at)} ${Math.floor(minutes / 60)}`;
      perHour.set(key, (perHour.get(key) ?? 0) + 1);
    }
    // Every working hour of each organisation's three days has scans, 1 to 5 a minute.
    for (const entity of [fx.northgate, fx.riverside]) {
      const tz = zoneOf(entity);
      for (const date of ['2031-06-02', '2031-06-03', '2031-06-04']) {
        for (let hour = 7; hour < 19; hour++) {
          const clock = dayClock(tz, date);
          if (clock(hour * 60 + 60).getTime() > start + 72 * HOUR) continue;
          const n = perHour.get(`${entity} ${date} ${hour}`) ?? 0;
          expect([date, hour, n >= 60 && n <= 300]).toEqual([date, hour, true]);
        }
      }
    }
    // The plates and positions are the demo's: plausible plates near the lots.
    for (const w of p.written.slice(0, 50)) {
      expect(w.fields.plate).toMatch(/^[A-Z0-9]{1,16}$/);
      expect(
        Math.abs(w.fields.latitude - (w.entity === fx.northgate ? 42.278 : 33.98)),
      ).toBeLessThan(0.02);
    }
    await p.patrol.stop();
  });

  it('catches up on the last hour only after the clock jumped (a night off, a sleep)', async () => {
    const clock = dayClock(NORTHGATE_TZ, '2031-07-01');
    const p = await recordingPatrol(clock(8 * 60).getTime());
    await p.drain();
    p.written.length = 0;
    const later = clock(17 * 60).getTime();
    p.setClock(later);
    await p.drain();
    const northgate = p.written.filter((w) => w.entity === fx.northgate);
    expect(northgate.length).toBeGreaterThan(60);
    expect(northgate.length).toBeLessThan(300);
    for (const w of northgate) {
      expect(Date.parse(w.fields.capturedAt)).toBeGreaterThanOrEqual(later - CATCH_UP_MS);
    }
    await p.patrol.stop();
  });

  it("follows the organisation's stored time zone (administrators may change it)", async () => {
    const tokyo = 'Asia/Tokyo';
    await fx.provider.db
      .update(organisations)
      .set({ timeZone: tokyo })
      .where(eq(organisations.uuid, fx.riverside));
    try {
      // 13:00–14:00 in Tokyo is 21:00–22:00 the day before in Riverside: Tokyo's hours count now.
      const p = await recordingPatrol(dayClock(tokyo, '2031-08-05')(14 * 60).getTime());
      await p.drain();
      const riverside = p.written.filter((w) => w.entity === fx.riverside);
      expect(riverside.length).toBeGreaterThan(0);
      for (const w of riverside) {
        const minutes = localMinutes(tokyo, new Date(w.fields.capturedAt));
        expect(minutes >= WORK_START && minutes < WORK_END).toBe(true);
      }
      await p.patrol.stop();
      // At 02:00 in Tokyo (10:00 in Riverside, outside Tokyo's hours) Riverside's patrol rests.
      const q = await recordingPatrol(dayClock(tokyo, '2031-08-06')(2 * 60).getTime());
      await q.drain();
      expect(q.written.filter((w) => w.entity === fx.riverside)).toEqual([]);
      await q.patrol.stop();
    } finally {
      await fx.provider.db
        .update(organisations)
        .set({ timeZone: RIVERSIDE_TZ })
        .where(eq(organisations.uuid, fx.riverside));
    }
  });

  it('writes nothing once stopped', async () => {
    const clock = dayClock(NORTHGATE_TZ, '2031-07-02');
    const p = await recordingPatrol(clock(8 * 60).getTime());
    await p.patrol.stop();
    p.setClock(clock(12 * 60).getTime());
    expect(await p.patrol.tick()).toBe(0);
    expect(p.written).toEqual([]);
  });
});

describe('demo patrol ingestion', () => {
  it('writes its scans through the scan ingestion: lists matched, alerts raised, counters moved', async () => {
    // An hour that is in working hours and after the seed's newest scan, within the ingestion's
    // 24 hours of allowed clock skew.
    let t = nextWorkingInstant(NORTHGATE_TZ, Date.now() + 61 * MINUTE);
    if (localMinutes(NORTHGATE_TZ, new Date(t)) < WORK_START + 60) t += HOUR;
    const count = async () => {
      const [row] = await fx.rows<{ scans: number; alerts: number; total: number }>(sql`
        select (select count(*)::int from scans where entity_uuid = ${fx.northgate}
                  and captured_at > ${new Date(t - HOUR).toISOString()}::timestamptz) as scans,
               (select count(*)::int from alerts where entity_uuid = ${fx.northgate}
                  and captured_at > ${new Date(t - HOUR).toISOString()}::timestamptz) as alerts,
               (select coalesce(sum(scans), 0)::int from scan_hourly_counts
                  where entity_uuid = ${fx.northgate}
                  and hour >= ${new Date(t - 2 * HOUR).toISOString()}::timestamptz) as total`);
      return { scans: Number(row.scans), alerts: Number(row.alerts), total: Number(row.total) };
    };
    const before = await count();
    expect(before.scans).toBe(0);

    const rng = new Rng(11);
    const patrol = await startLivePatrol({
      db: fx.provider.db,
      storage: fx.provider.storage,
      now: () => new Date(t),
      random: () => rng.next(),
      timers: manualTimers().timers,
    });
    let written = 0;
    for (let n = await patrol.tick(); n > 0; n = await patrol.tick()) written += n;
    await patrol.stop();

    const after = await count();
    expect(after.scans).toBeGreaterThanOrEqual(60);
    expect(after.scans).toBeLessThanOrEqual(300);
    expect(after.alerts).toBeGreaterThan(0);
    expect(after.total - before.total).toBe(after.scans);
    const [matched] = await fx.rows<{ listed: number; officers: number; late: number }>(sql`
      select count(*) filter (where s.list_uuid is not null)::int as listed,
             count(distinct s.captured_by_uuid)::int as officers,
             count(*) filter (where s.captured_at > ${new Date(t).toISOString()}::timestamptz)::int as late
      from scans s join memberships m
        on m.user_uuid = s.captured_by_uuid and m.entity_uuid = s.entity_uuid and m.role = 'patrol'
      where s.entity_uuid = ${fx.northgate}
        and s.captured_at > ${new Date(t - HOUR).toISOString()}::timestamptz`);
    expect(Number(matched.listed)).toBeGreaterThan(0);
    expect(Number(matched.officers)).toBeGreaterThan(1);
    expect(Number(matched.late)).toBe(0);
    expect(written).toBeGreaterThanOrEqual(after.scans);
  });
});
