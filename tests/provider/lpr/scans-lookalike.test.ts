import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { lookalikeKey } from '@/lib/rules/lpr/lookalike';
import { alerts, listPlates } from '@/provider/db/schema';
import { call } from '../helpers';
import { openLprFixture, uploadScan, type LprFixture } from '../../support/lpr';

/**
 * Issue 29 item 3 at the provider: a list with "Also match look-alike characters" on matches a
 * scan whose plate differs from a list plate only in look-alike characters (8/B, 0/O …), at
 * ingestion, through the list plates' look-alike key; the alert is a near match that says which
 * plate and why. Plates here use only characters outside every class but the one swapped.
 */
let fx: LprFixture;
let admin: string;
let patrol: string;

beforeAll(async () => {
  fx = await openLprFixture();
  admin = await fx.token('admin');
  patrol = await fx.token('patrol');
});
afterAll(() => fx.close());

/** Far from every geofence of the demo. */
const OPEN_STREET = { latitude: 42.2601, longitude: -83.7101 };

async function hotList(name: string, matchLookalikes: boolean, plates: string[]) {
  const created = await call(fx.provider, 'POST', '/api/v2/dashboard/list', {
    token: admin,
    body: { type: 1, name, entityUUID: fx.northgate, matchLookalikes },
  });
  expect(created.status).toBe(200);
  expect(created.json.matchLookalikes).toBe(matchLookalikes);
  const uuid = created.json.uuid as string;
  for (const plate of plates) {
    const added = await call(fx.provider, 'POST', '/api/v1/plates', {
      token: admin,
      body: { listId: uuid, plate, label: `${name} ${plate}` },
    });
    expect(added.status).toBe(200);
  }
  return uuid;
}

async function scanOf(plate: string) {
  const res = await uploadScan(fx.provider, {
    token: patrol,
    fields: {
      entityUUID: fx.northgate,
      plate,
      capturedAt: new Date(Date.now() - 60_000).toISOString(),
      confidence: 0.8,
      ...OPEN_STREET,
    },
  });
  expect(res.status).toBe(200);
  return res.json;
}

const keysOf = (listUuid: string) =>
  fx.rows<{ plate: string; lookalike_key: string }>(
    sql`select plate, lookalike_key from list_plates where list_uuid = ${listUuid}`,
  );

describe('scan ingestion with look-alike characters', () => {
  it('raises a near-match alert with the list plate and why', async () => {
    const list = await hotList('Stolen look-alikes', true, ['XKB7A3']);
    const scan = await scanOf('XK87A3');
    expect(scan).toMatchObject({
      isAlert: true,
      listUUID: list,
      listName: 'Stolen look-alikes',
      alertDetail: {
        isValid: false,
        status: 'Hotlist match',
        label1: 'Stolen look-alikes XKB7A3',
        nearMatch: { plate: 'XKB7A3', why: '8 read as B' },
      },
    });
    const [alert] = await fx.provider.db
      .select()
      .from(alerts)
      .where(eq(alerts.scanUuid, scan.uuid));
    expect(alert).toMatchObject({ entityUuid: fx.northgate, listUuid: list });
    const read = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/alert/${scan.uuid}`);
    expect(read.json.alertDetail.nearMatch).toEqual({ plate: 'XKB7A3', why: '8 read as B' });
  });

  it('with the setting off a look-alike plate raises nothing', async () => {
    await hotList('Hot without look-alikes', false, ['XMB7A3']);
    const scan = await scanOf('XM87A3');
    expect(scan.isAlert).toBe(false);
    expect(scan.alertDetail?.nearMatch ?? null).toBeNull();
  });

  it('an exact match wins over a near one, on the same list and on another', async () => {
    const near = await hotList('Near only', true, ['XNB7A3']);
    const exact = await hotList('Exact too', true, ['XN87A3', 'XNB7A3']);
    const scan = await scanOf('XN87A3');
    expect(scan).toMatchObject({
      isAlert: true,
      listUUID: exact,
      alertDetail: { status: 'Hotlist match', nearMatch: null },
    });
    expect(scan.listUUID).not.toBe(near);
  });

  it("another organisation's list never matches", async () => {
    const riverside = fx.list['Riverside PD Hot List'];
    await fx.provider.db.insert(listPlates).values({ listUuid: riverside, plate: 'XPB7A3' });
    const [row] = (await keysOf(riverside)).filter((r) => r.plate === 'XPB7A3');
    expect(row.lookalike_key).toBe(lookalikeKey('XPB7A3'));
    const scan = await scanOf('XP87A3');
    expect(scan.isAlert).toBe(false);
    expect(scan.listUUID).not.toBe(riverside);
  });

  it('every write path fills the key: add, edit, CSV replace', async () => {
    const list = await hotList('Keys', true, ['XQB7A3']);
    const [added] = await fx.provider.db
      .select()
      .from(listPlates)
      .where(eq(listPlates.listUuid, list));
    expect(added.lookalikeKey).toBe('X087A3');
    const edited = await call(fx.provider, 'PUT', '/api/v1/plate/uuid', {
      token: admin,
      body: { listId: list, uuid: added.uuid, plate: 'XSO7A3' },
    });
    expect(edited.status).toBe(200);
    expect(await keysOf(list)).toEqual([{ plate: 'XSO7A3', lookalike_key: 'X507A3' }]);

    const replaced = await call(fx.provider, 'POST', '/api/v1/dashboard/listplates', {
      token: admin,
      body: { listUUID: list, plates: [{ plate: 'XRB7A3' }, { plate: 'GOLD12' }] },
    });
    expect(replaced.status).toBe(200);
    const rows = await keysOf(list);
    expect(rows.map((r) => [r.plate, r.lookalike_key]).sort()).toEqual([
      ['GOLD12', '601012'],
      ['XRB7A3', 'XR87A3'],
    ]);
    // …and the imported plate matches by its key.
    const scan = await scanOf('XR87A3');
    expect(scan.alertDetail.nearMatch).toEqual({ plate: 'XRB7A3', why: '8 read as B' });
  });

  it('the list setting is saved on allow and hot lists only', async () => {
    const list = await hotList('Toggle', false, []);
    const on = await call(fx.provider, 'PUT', '/api/v1/dashboard/list', {
      token: admin,
      body: { uuid: list, name: 'Toggle', type: 1, matchLookalikes: true },
    });
    expect(on.json.matchLookalikes).toBe(true);
    const renamed = await call(fx.provider, 'PUT', '/api/v1/dashboard/list', {
      token: admin,
      body: { uuid: list, name: 'Toggle 2', type: 1 },
    });
    expect(renamed.json.matchLookalikes).toBe(true);
    const timeLimit = await call(fx.provider, 'PUT', '/api/v1/dashboard/list', {
      token: admin,
      body: { uuid: list, name: 'Toggle 2', type: 2, matchLookalikes: true },
    });
    expect(timeLimit.json.matchLookalikes).toBe(false);
  });
});
