import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { listSimpleLists, listTeamUsers } from '@/lib/contract';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

describe('GET /api/v2/dashboard/{entity}/lists/simple', () => {
  it("answers the organisation's lists by name with their types", async () => {
    const res = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/lists/simple`);
    expect(res.status).toBe(200);
    const { lists } = listSimpleLists.response.parse(res.json);
    expect(lists.map((l) => [l.name, l.type])).toEqual([
      ['Faculty & Staff Permits', 0],
      ['Loading Dock 30 Min', 2],
      ['ParkMobile Zone 4410', 4],
      ['Permit Holders 2026', 3],
      ['Scofflaw - Unpaid Citations', 1],
      ['Stolen Vehicles (Campus PD)', 1],
      ['Student Residence Permits', 0],
      ['Visitor 2 Hour Zone', 2],
    ]);
    const riverside = await fx.get('super', `/api/v2/dashboard/${fx.riverside}/lists/simple`);
    expect(riverside.json.lists.map((l: { name: string }) => l.name)).toEqual([
      'Downtown 2 Hour Parking',
      'Riverside PD Hot List',
    ]);
  });

  it('answers 403 to a non-member', async () => {
    expect((await fx.get('admin', `/api/v2/dashboard/${fx.riverside}/lists/simple`)).status).toBe(
      403,
    );
  });
});

describe('GET /api/v2/team/{entity}/users/', () => {
  it('answers members of every role with their capture counts, by name', async () => {
    const res = await fx.get('admin', `/api/v2/team/${fx.northgate}/users/`);
    expect(res.status).toBe(200);
    const { users } = listTeamUsers.response.parse(res.json);
    expect(users.map((u) => u.fullname)).toEqual([
      'Alex Morgan',
      'Dana Whitfield',
      'Jordan Ellis',
      'Marcus Chen',
      'Pat Lee',
      'Priya Shah',
      'Sam Rivera',
    ]);
    const counts = await fx.rows<{ uuid: string; n: number }>(sql`
      select captured_by_uuid as uuid, count(*)::int as n from scans
      where entity_uuid = ${fx.northgate} group by 1`);
    for (const user of users) {
      const expected = Number(counts.find((c) => c.uuid === user.uuid)?.n ?? 0);
      expect(user.captureCount).toBe(expected);
    }
    expect(users.find((u) => u.fullname === 'Priya Shah')).toMatchObject({
      officerId: 'NG-103',
      isAdmin: false,
      isSuperAdmin: false,
      isActive: true,
      captureCount: expect.any(Number),
    });
    expect(users.find((u) => u.fullname === 'Sam Rivera')).toMatchObject({
      isAdmin: true,
      isSuperAdmin: true,
      captureCount: 0,
    });
    expect(users.find((u) => u.fullname === 'Alex Morgan')).toMatchObject({
      isAdmin: true,
      isSuperAdmin: false,
    });
    expect(users.filter((u) => !u.isAdmin).every((u) => u.captureCount > 1000)).toBe(true);
  });

  it("counts only this organisation's scans", async () => {
    const res = await fx.get('super', `/api/v2/team/${fx.riverside}/users/`);
    const byName = Object.fromEntries(
      res.json.users.map((u: { fullname: string; captureCount: number }) => [
        u.fullname,
        u.captureCount,
      ]),
    );
    expect(Object.keys(byName).sort()).toEqual(['Keisha Brooks', 'Luis Ortega', 'Sam Rivera']);
    expect(byName['Sam Rivera']).toBe(0);
    expect(byName['Luis Ortega']).toBeGreaterThan(0);
  });

  it('answers 403 to a non-member', async () => {
    expect((await fx.get('meters', `/api/v2/team/${fx.northgate}/users/`)).status).toBe(403);
  });
});
