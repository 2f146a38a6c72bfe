import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { scan } from '@/lib/contract';
import { listPlates, scans } from '@/provider/db/schema';
import { lotByKey, NORTHGATE_LOTS } from '@/provider/seed/world/campus';
import { expectCountersConsistent as expectCountersConsistentIn } from '../../support/scan-counters';
import { openLprFixture, PNG_BYTES, uploadScan, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const OPEN_STREET = { latitude: 42.2601, longitude: -83.7101 };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function ingest(plate: string, extra: Record<string, string | number> = {}) {
  const res = await uploadScan(fx.provider, {
    token: await fx.token('patrol'),
    fields: {
      entityUUID: fx.northgate,
      plate,
      capturedAt: minutesAgo(3),
      confidence: 0.9,
      ...OPEN_STREET,
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return scan.parse(res.json);
}

/** The counters agree with COUNT(*) over scans and alerts (tests/support/scan-counters.ts). */
const expectCountersConsistent = (entity: string) => expectCountersConsistentIn(fx.rows, entity);

describe('counters', () => {
  it('match COUNT(*) after the seed', async () => {
    await expectCountersConsistent(fx.northgate);
    await expectCountersConsistent(fx.riverside);
  });
});

describe('PUT /api/v1/dashboard/plates/delete', () => {
  it('deletes the organisation’s scans (with alerts) and ignores other organisations’ uuids', async () => {
    const mine = await fx.rows<{ uuid: string }>(sql`
      select s.uuid from scans s join alerts a on a.scan_uuid = s.uuid
      where s.entity_uuid = ${fx.northgate} order by s.captured_at desc limit 3`);
    const theirs = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 3`,
    );
    const res = await fx.put(
      'admin',
      `/api/v1/dashboard/plates/delete?entityUUID=${fx.northgate}`,
      [...mine, ...theirs].map((r) => r.uuid),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: 3 });
    const left = await fx.rows<{ uuid: string; entity_uuid: string }>(sql`
      select uuid, entity_uuid from scans
      where uuid = any(${sql.param([...mine, ...theirs].map((r) => r.uuid))}::uuid[])`);
    expect(left.map((r) => r.uuid).sort()).toEqual(theirs.map((r) => r.uuid).sort());
    await expectCountersConsistent(fx.northgate);
    await expectCountersConsistent(fx.riverside);
  });

  it('does not let a Northgate admin delete Riverside scans through Riverside’s id', async () => {
    const theirs = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 2`,
    );
    const res = await fx.put(
      'admin',
      `/api/v1/dashboard/plates/delete?entityUUID=${fx.riverside}`,
      theirs.map((r) => r.uuid),
    );
    expect(res.status).toBe(403);
  });

  it('answers 403 to patrols and 400 for an empty selection', async () => {
    const [one] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.northgate} limit 1`,
    );
    const patrol = await fx.put(
      'patrol',
      `/api/v1/dashboard/plates/delete?entityUUID=${fx.northgate}`,
      [one.uuid],
    );
    expect(patrol.status).toBe(403);
    const empty = await fx.put(
      'admin',
      `/api/v1/dashboard/plates/delete?entityUUID=${fx.northgate}`,
      [],
    );
    expect(empty.status).toBe(400);
  });

  it('repairs last_seen of the next sighting and removes the uploaded image', async () => {
    const a = await ingest('DEL1001', { capturedAt: minutesAgo(60) });
    const withImage = await uploadScan(fx.provider, {
      token: await fx.token('patrol'),
      fields: {
        entityUUID: fx.northgate,
        plate: 'DEL1001',
        capturedAt: minutesAgo(40),
        confidence: 0.9,
        ...OPEN_STREET,
      },
      image: { bytes: PNG_BYTES, type: 'image/png' },
    });
    const b = scan.parse(withImage.json);
    const c = await ingest('DEL1001', { capturedAt: minutesAgo(20) });
    expect(c.lastSeen).toBe(b.capturedAt);
    const [row] = await fx.provider.db.select().from(scans).where(eq(scans.uuid, b.uuid));
    const [{ path }] = await fx.rows<{ path: string }>(
      sql`select path from stored_files where uuid = ${row.imageFileUuid}`,
    );

    const res = await fx.put(
      'admin',
      `/api/v1/dashboard/plates/delete?entityUUID=${fx.northgate}`,
      [b.uuid],
    );
    expect(res.json).toEqual({ deleted: 1 });
    const after = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plate/${c.uuid}`);
    expect(after.json.lastSeen).toBe(a.capturedAt);
    expect(
      await fx.rows(sql`select 1 from stored_files where uuid = ${row.imageFileUuid}`),
    ).toEqual([]);
    expect(await fx.provider.storage.get(path)).toBeNull();
  });
});

describe('PUT /api/v1/dashboard/alerts/delete', () => {
  it('deletes the alerts and keeps their scans', async () => {
    const rows = await fx.rows<{ uuid: string }>(sql`
      select scan_uuid as uuid from alerts where entity_uuid = ${fx.northgate} order by captured_at desc limit 4`);
    const uuids = rows.map((r) => r.uuid);
    const theirs = await fx.rows<{ uuid: string }>(
      sql`select scan_uuid as uuid from alerts where entity_uuid = ${fx.riverside} limit 1`,
    );
    const res = await fx.put(
      'admin',
      `/api/v1/dashboard/alerts/delete?entityUUID=${fx.northgate}`,
      [...uuids, ...theirs.map((r) => r.uuid)],
    );
    expect(res.json).toEqual({ deleted: 4 });
    for (const uuid of uuids) {
      const one = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plate/${uuid}`);
      expect(one.status).toBe(200);
      expect(one.json.isAlert).toBe(false);
      // The match result stays on the scan; only the alert is gone.
      expect(one.json.alertDetail.isValid).toBe(false);
      expect(
        (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/alert/${uuid}`)).status,
      ).toBe(404);
    }
    expect(
      await fx.rows(sql`select 1 from alerts where scan_uuid = ${theirs[0].uuid}`),
    ).toHaveLength(1);
    await expectCountersConsistent(fx.northgate);
    await expectCountersConsistent(fx.riverside);
  });

  it('answers 403 to a patrol', async () => {
    const [one] = await fx.rows<{ uuid: string }>(
      sql`select scan_uuid as uuid from alerts where entity_uuid = ${fx.northgate} limit 1`,
    );
    expect(
      (
        await fx.put('patrol', `/api/v1/dashboard/alerts/delete?entityUUID=${fx.northgate}`, [
          one.uuid,
        ])
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/v1/dashboard/plate', () => {
  const edit = (body: Record<string, unknown>, account: 'admin' | 'patrol' | 'super' = 'admin') =>
    fx.put(account, '/api/v1/dashboard/plate', {
      entityUUID: fx.northgate,
      isDelete: false,
      ...body,
    });

  it('upper-cases the plate, matches it again and raises the alert', async () => {
    const s = await ingest('FIX1001');
    expect(s.isAlert).toBe(false);
    const stolen = fx.list['Stolen Vehicles (Campus PD)'];
    const [entry] = await fx.provider.db
      .select()
      .from(listPlates)
      .where(eq(listPlates.listUuid, stolen))
      .limit(1);
    const res = await edit({ uuid: s.uuid, plate: entry.plate.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uuid: s.uuid,
      plate: entry.plate,
      isAlert: true,
      listUUID: stolen,
      alertDetail: { isValid: false, status: 'Hotlist match' },
    });
    await expectCountersConsistent(fx.northgate);

    const back = await edit({ uuid: s.uuid, plate: 'fix 1001' });
    expect(back.json).toMatchObject({
      plate: 'FIX1001',
      isAlert: false,
      alertDetail: { isValid: true },
    });
    await expectCountersConsistent(fx.northgate);
  });

  it('re-matches time limits and last_seen for the new plate', async () => {
    const visitor = lotByKey(NORTHGATE_LOTS, 'visitor');
    const inLot = { latitude: visitor.lat, longitude: visitor.lng };
    await ingest('FIX2001', { capturedAt: minutesAgo(170), ...inLot });
    const seen = await ingest('FIX2001', { capturedAt: minutesAgo(100), ...inLot });
    const wrong = await ingest('FIX2OO1', { capturedAt: minutesAgo(30), ...inLot });
    expect(wrong.alertDetail?.status).toBe('Within timelimit');
    const fixed = await edit({ uuid: wrong.uuid, plate: 'FIX2001' });
    expect(fixed.json).toMatchObject({
      isAlert: true,
      alertDetail: { status: 'Time limit exceeded' },
    });
    expect(fixed.json.lastSeen).toBe(seen.capturedAt);
  });

  it('deletes the scan with isDelete', async () => {
    const s = await ingest('FIX3001');
    const res = await edit({ uuid: s.uuid, plate: 'FIX3001', isDelete: true });
    expect(res.json).toEqual({ ok: true });
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plate/${s.uuid}`)).status,
    ).toBe(404);
    expect((await edit({ uuid: s.uuid, plate: 'FIX3001', isDelete: true })).status).toBe(404);
    await expectCountersConsistent(fx.northgate);
  });

  it('answers 400 for an empty plate, 403 to patrols, 404 for another organisation’s scan', async () => {
    const s = await ingest('FIX4001');
    expect((await edit({ uuid: s.uuid, plate: '  ' })).status).toBe(400);
    expect((await edit({ uuid: s.uuid, plate: '--' })).status).toBe(400);
    expect((await edit({ uuid: s.uuid, plate: 'FIX4002' }, 'patrol')).status).toBe(403);
    const [theirs] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 1`,
    );
    const res = await edit({ uuid: theirs.uuid, plate: 'HACKED' }, 'super');
    expect(res.status).toBe(404);
    const [still] = await fx.rows<{ plate: string }>(
      sql`select plate from scans where uuid = ${theirs.uuid}`,
    );
    expect(still.plate).not.toBe('HACKED');
  });
});
