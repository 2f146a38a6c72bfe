import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { LIST_TYPE, plateNow, plateTimeline, type PlateEvent } from '@/lib/contract';
import { PLATE_360_DEMO } from '@/provider/seed/plates';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const nowPath = (entity: string, plate: string) =>
  `/api/v2/dashboard/${entity}/plate360/${encodeURIComponent(plate)}`;
const timelinePath = (entity: string, plate: string, query = '') =>
  `${nowPath(entity, plate)}/timeline${query}`;

/** Every event of the plate, page after page of `limit`. */
async function walk(entity: string, plate: string, limit: number): Promise<PlateEvent[]> {
  const events: PlateEvent[] = [];
  let next: string | null = null;
  for (let pages = 0; pages < 500; pages += 1) {
    const query: string = `?limit=${limit}${next ? `&before=${encodeURIComponent(next)}` : ''}`;
    const res = await fx.get('admin', timelinePath(entity, plate, query));
    expect(res.status).toBe(200);
    const page = plateTimeline.parse(res.json);
    expect(page.events.length).toBeLessThanOrEqual(limit);
    events.push(...page.events);
    next = page.next;
    if (!next) return events;
  }
  throw new Error('the timeline did not end');
}

describe('Plate 360: now', () => {
  it('fills every section for the demo plate, typed in any case with spaces and dashes', async () => {
    const res = await fx.get('admin', nowPath(fx.northgate, ' vrt-36 00'));
    expect(res.status).toBe(200);
    const now = plateNow.parse(res.json);
    expect(now.plate).toBe(PLATE_360_DEMO);
    expect(now.permits.length).toBeGreaterThan(0);
    expect(now.permits[0]).toMatchObject({ holderName: 'Jordan Avery' });
    expect(Date.parse(now.permits[0].expiresAt!)).toBeGreaterThan(Date.now());
    expect(now.sessions).toHaveLength(1);
    expect(Date.parse(now.sessions[0].endTime)).toBeGreaterThan(Date.now());
    expect(now.lists.map((l) => l.label)).toContain('Visiting researcher');
    expect(now.lists.every((l) => l.listType <= 2)).toBe(true);
    expect(now.citations).toHaveLength(1);
    expect(now.citations[0].amountDue).toBeGreaterThan(0);
    expect(now.totalDue).toBe(now.citations[0].amountDue);
    expect(now.appeals).toEqual([expect.objectContaining({ status: 'Needs Review' })]);
    expect(now.lastScan).not.toBeNull();
  });

  it('answers empty sections for a plate with no records', async () => {
    const now = plateNow.parse((await fx.get('admin', nowPath(fx.northgate, 'ZZZ9999Q'))).json);
    expect(now).toMatchObject({
      permits: [],
      sessions: [],
      lists: [],
      citations: [],
      appeals: [],
      lastScan: null,
      totalDue: 0,
    });
  });

  it('refuses a plate with no letter or digit, in words', async () => {
    const res = await fx.get('admin', nowPath(fx.northgate, '- -'));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Please enter a plate.');
  });
});

describe('Plate 360: timeline', () => {
  it('holds every kind of record of the demo plate, newest first', async () => {
    const events = await walk(fx.northgate, PLATE_360_DEMO, 100);
    const kinds = new Set(events.map((e) => e.kind));
    for (const kind of ['permit', 'permit-change', 'list', 'session', 'time-add', 'citation']) {
      expect(kinds).toContain(kind);
    }
    expect(kinds).toContain('appeal');
    expect(kinds.has('scan') || kinds.has('alert')).toBe(true);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The permit list's entries are the permit itself, not list changes.
    expect(
      events.filter((e) => e.kind === 'list').every((e) => e.number !== LIST_TYPE.permit),
    ).toBe(true);
  });

  it('pages without duplicates or gaps, ties at one instant included', async () => {
    const at = '2026-03-04T05:06:07.123456Z';
    const plate = 'TIE360';
    const entity = fx.northgate;
    await fx.rows(sql`insert into scans (entity_uuid, plate, captured_at, confidence, latitude, longitude)
      select ${entity}, ${plate}, ${at}::timestamptz, 0.9, 42.28, -83.74 from generate_series(1, 7)`);
    await fx.rows(sql`insert into citations (entity_uuid, citation_number, type_uuid, citation_name,
        citation_description, plate, amount, issued_at)
      select ${entity}, 900000 + g, (select uuid from citation_types where entity_uuid = ${entity} limit 1),
        'Tie', 'Tie', ${plate}, 1000, ${at}::timestamptz from generate_series(1, 4) g`);
    await fx.rows(sql`insert into parking_sessions (entity_uuid, meter_uuid, public_id, zone_id,
        meter_name, plate, total_amount, net_amount, start_time, end_time)
      select ${entity}, m.uuid, 'TIEXXXX' || chr(64 + g), m.zone_id, m.name, ${plate}, 100, 100,
        ${at}::timestamptz, ${at}::timestamptz + interval '1 hour'
      from (select * from meters where entity_uuid = ${entity} limit 1) m, generate_series(1, 5) g`);
    const whole = await walk(entity, plate, 100);
    expect(whole).toHaveLength(16);
    for (const limit of [1, 2, 3, 5]) {
      const paged = await walk(entity, plate, limit);
      expect(paged.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    }
    const demo = await walk(entity, PLATE_360_DEMO, 100);
    expect((await walk(entity, PLATE_360_DEMO, 4)).map((e) => e.id)).toEqual(demo.map((e) => e.id));
  });

  it('refuses a cursor it did not make, in words', async () => {
    const res = await fx.get(
      'admin',
      timelinePath(fx.northgate, PLATE_360_DEMO, '?before=yesterday'),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('no longer available');
    // The right shape but no real instant (the fuzz's find): a 400, not a database error.
    const impossible = encodeURIComponent('8772-13-63T67:31:85.354742Z~scan:1e2');
    const bad = await fx.get(
      'admin',
      timelinePath(fx.northgate, PLATE_360_DEMO, `?before=${impossible}`),
    );
    expect(bad.status).toBe(400);
  });
});

describe('Plate 360: the organisation boundary', () => {
  it("never shows another organisation's records", async () => {
    // The super administrator belongs to both: Riverside's view of the plate is empty.
    const res = await fx.get('super', nowPath(fx.riverside, PLATE_360_DEMO));
    expect(res.status).toBe(200);
    const now = plateNow.parse(res.json);
    expect([now.permits, now.sessions, now.lists, now.citations, now.appeals]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(now.lastScan).toBeNull();
    const timeline = await fx.get('super', timelinePath(fx.riverside, PLATE_360_DEMO));
    expect(plateTimeline.parse(timeline.json).events).toEqual([]);
  });

  it("refuses another organisation's administrator and a patrol", async () => {
    for (const path of [
      nowPath(fx.northgate, PLATE_360_DEMO),
      timelinePath(fx.northgate, PLATE_360_DEMO),
    ]) {
      expect((await fx.get('meters', path)).status).toBe(403);
      expect((await fx.get('patrol', path)).status).toBe(403);
    }
  });
});
