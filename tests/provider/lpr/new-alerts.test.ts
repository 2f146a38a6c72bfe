/**
 * The live alerts' read (issue 29 item 4): GET /api/v2/dashboard/{entity}/alerts/new answers an
 * organisation's alerts after a cursor, oldest first, each once; never another organisation's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { ALERT_CURSOR_PATTERN, newAlerts, type NewAlerts } from '@/lib/contract';
import { alerts, listPlates, lists, scans } from '@/provider/db/schema';
import { newAlertsOf } from '@/provider/services/lpr';
import { openLprFixture, uploadScan, type Account, type LprFixture } from '../../support/lpr';
import { describeOnPostgres } from '../../support/describe-on-postgres';

let fx: LprFixture;
let stolenPlates: string[];
let riversideHot: string;

beforeAll(async () => {
  fx = await openLprFixture();
  const stolen = fx.list['Stolen Vehicles (Campus PD)'];
  stolenPlates = (
    await fx.provider.db.select().from(listPlates).where(eq(listPlates.listUuid, stolen)).limit(4)
  ).map((p) => p.plate);
  const [hot] = await fx.provider.db
    .select({ plate: listPlates.plate })
    .from(listPlates)
    .innerJoin(lists, eq(lists.uuid, listPlates.listUuid))
    .where(and(eq(lists.entityUuid, fx.riverside), eq(lists.type, 1)))
    .limit(1);
  riversideHot = hot.plate;
}, 120_000);
afterAll(() => fx.close());

const OPEN_STREET = { latitude: 42.2601, longitude: -83.7101 };

async function scanAs(account: Account, entity: string, plate: string) {
  const res = await uploadScan(fx.provider, {
    token: await fx.token(account),
    fields: {
      entityUUID: entity,
      plate,
      capturedAt: new Date().toISOString(),
      confidence: 0.9,
      ...OPEN_STREET,
    },
  });
  expect(res.status).toBe(200);
  return res.json as { uuid: string; isAlert: boolean };
}

async function read(query = '', entity = fx.northgate, account: Account = 'admin') {
  return fx.get(account, `/api/v2/dashboard/${entity}/alerts/new${query}`);
}

/**
 * Until every alert written so far is below the horizon: on PostgreSQL a transaction of another
 * database of the cluster (another test's) can hold it back a moment; alerts are then late,
 * never lost (provider/services/lpr/new-alerts.ts).
 */
async function settled(): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    const [row] = await fx.rows<{ done: boolean }>(
      sql`select not exists (select 1 from alerts where tx_id >= pg_snapshot_xmin(pg_current_snapshot())) as done`,
    );
    if (row.done) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the alerts never settled below the horizon');
}

async function newAfter(cursor: string, limit?: number): Promise<NewAlerts> {
  const res = await read(`?after=${cursor}${limit ? `&limit=${limit}` : ''}`);
  expect(res.status).toBe(200);
  return newAlerts.parse(res.json);
}

async function cursorNow(): Promise<string> {
  const res = await read();
  expect(res.status).toBe(200);
  return newAlerts.parse(res.json).cursor;
}

describe('GET /api/v2/dashboard/{entity}/alerts/new', () => {
  it('answers no alert and the cursor of now without a cursor, though alerts exist', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.json.alerts).toEqual([]);
    expect(res.json.cursor).toMatch(ALERT_CURSOR_PATTERN);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from alerts where entity_uuid = ${fx.northgate}`,
    );
    expect(Number(n)).toBeGreaterThan(0);
    // Nothing written since: nothing after it.
    expect((await newAfter(res.json.cursor)).alerts).toEqual([]);
  });

  it('answers a new alert once, as the alert screens show it, and moves the cursor past it', async () => {
    const start = await cursorNow();
    const valid = await scanAs('patrol', fx.northgate, 'LIVE0001');
    expect(valid.isAlert).toBe(false);
    const raised = await scanAs('patrol', fx.northgate, stolenPlates[0]);
    expect(raised.isAlert).toBe(true);
    await settled();

    const first = await newAfter(start);
    expect(first.alerts.map((a) => a.alert.uuid)).toEqual([raised.uuid]);
    expect(first.alerts[0].alert).toMatchObject({
      plate: stolenPlates[0],
      isAlert: true,
      listName: 'Stolen Vehicles (Campus PD)',
      listType: 1,
      alertDetail: { isValid: false, status: 'Hotlist match' },
    });
    expect(first.cursor).toBe(first.alerts[0].cursor);
    expect(first.cursor.endsWith(raised.uuid)).toBe(true);
    // Resuming from the answer's cursor: no duplicate.
    expect((await newAfter(first.cursor)).alerts).toEqual([]);
    // Resuming from the start again answers the same alert (a reconnect with an older id).
    expect((await newAfter(start)).alerts.map((a) => a.alert.uuid)).toEqual([raised.uuid]);
  });

  it('pages by limit in the order the alerts were written, each alert once', async () => {
    const start = await cursorNow();
    const written = [];
    for (const plate of stolenPlates.slice(1, 4))
      written.push((await scanAs('patrol', fx.northgate, plate)).uuid);
    await settled();
    const page1 = await newAfter(start, 2);
    const page2 = await newAfter(page1.cursor, 2);
    const page3 = await newAfter(page2.cursor, 2);
    expect(page1.alerts).toHaveLength(2);
    expect(page2.alerts).toHaveLength(1);
    expect(page3.alerts).toEqual([]);
    expect(page3.cursor).toBe(page2.cursor);
    expect([...page1.alerts, ...page2.alerts].map((a) => a.alert.uuid)).toEqual(written);
  });

  it("never answers another organisation's alerts", async () => {
    const start = await cursorNow();
    const other = await scanAs('rpatrol', fx.riverside, riversideHot);
    expect(other.isAlert).toBe(true);
    await settled();
    expect((await newAfter(start)).alerts).toEqual([]);
    // Riverside's own read has it (a cursor is a position of the whole database).
    const theirs = await newAlertsOf(fx.provider.db, fx.riverside, { after: start, limit: 100 });
    expect(theirs.alerts.map((a) => a.alert.uuid)).toEqual([other.uuid]);
    // Northgate's administrator asking for Riverside's: refused.
    expect((await read(`?after=${start}`, fx.riverside)).status).toBe(403);
  });

  it('refuses a patrol officer, a missing token and a cursor that is not one', async () => {
    expect((await read('', fx.northgate, 'patrol')).status).toBe(403);
    const anonymous = await fx.provider.fetch(
      new Request(`http://provider/api/v2/dashboard/${fx.northgate}/alerts/new`),
    );
    expect(anonymous.status).toBe(401);
    const uuid = `16b28f12-dd40-9a5c-a2b4-4ae970cb512f`;
    // '03628': a leading zero (PostgreSQL would read it as octal: the fuzz found a 500).
    for (const bad of ['1', 'abc:def', `-1:${uuid}`, `03628:${uuid}`, `00:${uuid}`]) {
      const res = await read(`?after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('The alert cursor is not valid.');
    }
    expect((await read('?limit=0')).status).toBe(400);
  });
});

describeOnPostgres('live alerts on PostgreSQL: a late commit is not skipped', () => {
  it('holds back alerts written after an open transaction until it ends, then answers both', async () => {
    const start = await cursorNow();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const [scan] = await fx.provider.db
      .select({ uuid: scans.uuid, capturedAt: scans.capturedAt })
      .from(scans)
      .leftJoin(alerts, eq(alerts.scanUuid, scans.uuid))
      .where(and(eq(scans.entityUuid, fx.northgate), sql`${alerts.scanUuid} is null`))
      .limit(1);
    // An older transaction writes an alert and stays open while a newer one commits its own.
    const slow = fx.provider.db.transaction(async (tx) => {
      await tx
        .insert(alerts)
        .values({ scanUuid: scan.uuid, entityUuid: fx.northgate, capturedAt: scan.capturedAt });
      inserted();
      await gate;
    });
    await insertedYet;
    const fast = await scanAs('patrol', fx.northgate, stolenPlates[0]);
    expect((await newAfter(start)).alerts).toEqual([]);
    release();
    await slow;
    await settled();
    const both = await newAfter(start);
    expect(both.alerts.map((a) => a.alert.uuid).sort()).toEqual([scan.uuid, fast.uuid].sort());
    expect((await newAfter(both.cursor)).alerts).toEqual([]);
  });
});
