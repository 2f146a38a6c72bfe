import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { plateLookalikes, PLATE_LOOKALIKES_CAP } from '@/lib/contract';
import { openLprFixture, uploadScan, type Account, type LprFixture } from '../../support/lpr';

/**
 * Plate 360's near matches (issue 29): the organisation's plates that differ from the one asked
 * only in look-alike characters, from its scans, permit vehicles and list entries.
 */

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
  await scan('patrol', fx.northgate, 'QRS5810', '2026-11-20T10:00:00Z'); // B read as 8
  await scan('patrol', fx.northgate, 'QR55B10', '2026-11-21T10:00:00Z'); // S read as 5
  await scan('patrol', fx.northgate, 'QRS5B10', '2026-11-22T10:00:00Z'); // the plate itself
  await scan('patrol', fx.northgate, 'QRS5B11', '2026-11-22T11:00:00Z'); // 1 ≠ 0: not alike
  await scan('rpatrol', fx.riverside, 'QRS5BIO', '2026-11-23T10:00:00Z'); // another organisation
  const stolen = fx.list['Stolen Vehicles (Campus PD)'];
  await fx.rows(sql`insert into list_plates (list_uuid, plate) values
    (${stolen}::uuid, 'ORS5B10'), (${stolen}::uuid, 'QRS5810')`);
  await fx.rows(sql`insert into list_plates (list_uuid, plate)
    select ${fx.list['Riverside PD Hot List']}::uuid, 'QRSSB10'`);
}, 120_000);
afterAll(() => fx.close());

async function scan(account: Account, entity: string, plate: string, capturedAt: string) {
  const res = await uploadScan(fx.provider, {
    token: await fx.token(account),
    fields: {
      entityUUID: entity,
      plate,
      capturedAt,
      confidence: 0.9,
      latitude: 42.26,
      longitude: -83.71,
    },
  });
  expect(res.status).toBe(200);
}

const path = (entity: string, plate: string) =>
  `/api/v2/dashboard/${entity}/plate360/${encodeURIComponent(plate)}/lookalikes`;

describe('Plate 360: near matches', () => {
  it('offers the organisation’s look-alike plates, scanned first (newest first), with why', async () => {
    const res = await fx.get('admin', path(fx.northgate, 'qrs-5b10'));
    expect(res.status).toBe(200);
    const answer = plateLookalikes.parse(res.json);
    expect(answer.plate).toBe('QRS5B10');
    expect(answer.plates).toEqual([
      {
        plate: 'QR55B10',
        why: '5 read as S',
        seenIn: ['scans'],
        lastScan: '2026-11-21T10:00:00.000Z',
      },
      {
        plate: 'QRS5810',
        why: '8 read as B',
        seenIn: ['scans', 'lists'],
        lastScan: '2026-11-20T10:00:00.000Z',
      },
      { plate: 'ORS5B10', why: 'O read as Q', seenIn: ['lists'], lastScan: null },
    ]);
  });

  it('includes permit vehicles, by their normalised plate', async () => {
    const [vehicle] = await fx.rows<{ plate: string }>(sql`select v.plate from permit_vehicles v
      join permit_customers c on c.uuid = v.customer_uuid
      where c.entity_uuid = ${fx.northgate}::uuid and v.plate ~ '[0OB8]' limit 1`);
    const normalised = vehicle.plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const swapped = normalised.replace(/[0OB8]/, (ch) => ({ 0: 'O', O: '0', B: '8', 8: 'B' })[ch]!);
    const answer = plateLookalikes.parse((await fx.get('admin', path(fx.northgate, swapped))).json);
    expect(answer.plates).toContainEqual(
      expect.objectContaining({ plate: normalised, seenIn: expect.arrayContaining(['permits']) }),
    );
  });

  it('answers none for a plate without a look-alike character, and at most the cap', async () => {
    const none = plateLookalikes.parse((await fx.get('admin', path(fx.northgate, 'XYZ'))).json);
    expect(none.plates).toEqual([]);
    const answer = plateLookalikes.parse(
      (await fx.get('admin', path(fx.northgate, 'QRS5B10'))).json,
    );
    expect(answer.plates.length).toBeLessThanOrEqual(PLATE_LOOKALIKES_CAP);
  });

  it("never offers another organisation's plates", async () => {
    const northgate = plateLookalikes.parse(
      (await fx.get('admin', path(fx.northgate, 'QRS5B10'))).json,
    );
    expect(northgate.plates.map((p) => p.plate)).not.toContain('QRS5BIO');
    expect(northgate.plates.map((p) => p.plate)).not.toContain('QRSSB10');
    // The super administrator belongs to both: Riverside's near matches are its own.
    const riverside = plateLookalikes.parse(
      (await fx.get('super', path(fx.riverside, 'QRS5B10'))).json,
    );
    expect(riverside.plates.map((p) => p.plate).sort()).toEqual(['QRS5BIO', 'QRSSB10']);
  });

  it("refuses another organisation's administrator and a patrol", async () => {
    expect((await fx.get('meters', path(fx.northgate, 'QRS5B10'))).status).toBe(403);
    expect((await fx.get('patrol', path(fx.northgate, 'QRS5B10'))).status).toBe(403);
  });
});
