import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { scan, scanPage, type Scan } from '@/lib/contract';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const byNewest = (a: Scan, b: Scan) =>
  Date.parse(b.capturedAt) - Date.parse(a.capturedAt) || (a.uuid < b.uuid ? 1 : -1);

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await fx.rows<{ n: number }>(query))[0].n);

describe('GET /api/v2/dashboard/{entity}/plates/offset/{n}', () => {
  it('answers page 0 and page 1: 100 scans each, newest first, the total count', async () => {
    const page0 = scanPage.parse(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/0`)).json,
    );
    const page1 = scanPage.parse(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/1`)).json,
    );
    expect(page0.plates).toHaveLength(100);
    expect(page1.plates).toHaveLength(100);
    const both = [...page0.plates, ...page1.plates];
    expect(both).toEqual([...both].sort(byNewest));
    expect(new Set(both.map((s) => s.uuid)).size).toBe(200);
    const total = await countOf(
      sql`select count(*)::int as n from scans where entity_uuid = ${fx.northgate}`,
    );
    expect(page0.count).toBe(total);
    expect(page1.count).toBe(total);
    // The newest scan of the organisation opens page 0.
    const [newest] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.northgate} order by captured_at desc, uuid desc limit 1`,
    );
    expect(page0.plates[0].uuid).toBe(newest.uuid);
  });

  it('answers an empty page beyond the end', async () => {
    const res = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/100000`);
    expect(res.status).toBe(200);
    expect(res.json.plates).toEqual([]);
    expect(res.json.count).toBeGreaterThan(0);
  });

  it('pages alerts, and one list’s alerts, with their counts', async () => {
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/offset/0?alert=true`,
    );
    const page = scanPage.parse(res.json);
    expect(page.plates).toHaveLength(100);
    expect(page.plates.every((s) => s.isAlert && s.alertDetail?.isValid === false)).toBe(true);
    expect(page.plates).toEqual([...page.plates].sort(byNewest));
    expect(page.count).toBe(
      await countOf(sql`select count(*)::int as n from alerts where entity_uuid = ${fx.northgate}`),
    );

    const scofflaw = fx.list['Scofflaw - Unpaid Citations'];
    const one = scanPage.parse(
      (
        await fx.get(
          'admin',
          `/api/v2/dashboard/${fx.northgate}/plates/offset/0?alert=true&list=${scofflaw}`,
        )
      ).json,
    );
    expect(one.plates.length).toBeGreaterThan(0);
    expect(
      one.plates.every((s) => s.listUUID === scofflaw && s.alertDetail?.status === 'Hotlist match'),
    ).toBe(true);
    expect(one.count).toBe(
      await countOf(
        sql`select count(*)::int as n from alerts where entity_uuid = ${fx.northgate} and list_uuid = ${scofflaw}`,
      ),
    );
  });

  it('refuses patrols (the patrol app reads no scans) and non-members with 403', async () => {
    expect(
      (await fx.get('patrol', `/api/v2/dashboard/${fx.northgate}/plates/offset/0`)).status,
    ).toBe(403);
    const res = await fx.get('meters', `/api/v2/dashboard/${fx.northgate}/plates/offset/0`);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.riverside}/plates/offset/0`)).status,
    ).toBe(403);
  });

  it('answers 400 for a negative or non-numeric page', async () => {
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/-1`)).status,
    ).toBe(400);
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/x`)).status,
    ).toBe(400);
  });
});

describe('GET /api/v2/dashboard/{entity}/plates/user/{user}/offset/{n}', () => {
  it("pages one member's scans with the member's count", async () => {
    const priya = fx.user['priya.shah@demo.test'];
    const page0 = scanPage.parse(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/user/${priya}/offset/0`))
        .json,
    );
    const page1 = scanPage.parse(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/user/${priya}/offset/1`))
        .json,
    );
    expect(page0.plates).toHaveLength(100);
    expect([...page0.plates, ...page1.plates].every((s) => s.capturedBy === 'Priya Shah')).toBe(
      true,
    );
    expect([...page0.plates, ...page1.plates]).toEqual(
      [...page0.plates, ...page1.plates].sort(byNewest),
    );
    expect(page0.count).toBe(
      await countOf(
        sql`select count(*)::int as n from scans where entity_uuid = ${fx.northgate} and captured_by_uuid = ${priya}`,
      ),
    );
  });

  it("answers nothing for another organisation's member", async () => {
    const luis = fx.user['luis.ortega@demo.test'];
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/user/${luis}/offset/0`,
    );
    expect(res.json).toEqual({ plates: [], count: 0 });
  });
});

describe('GET /api/v2/dashboard/{entity}/plates/search/{term}', () => {
  it('upper-cases the term, strips symbols and matches plate prefixes', async () => {
    const [{ plate }] = await fx.rows<{ plate: string }>(
      sql`select plate from scans where entity_uuid = ${fx.northgate} and plate ~ '^[A-Z]{3}[0-9]{4}$' limit 1`,
    );
    const prefix = plate.slice(0, 4);
    const term = `${prefix.slice(0, 3).toLowerCase()}-${prefix[3]}`; // 'abc-1'
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/search/${encodeURIComponent(term)}`,
    );
    const page = scanPage.parse(res.json);
    expect(page.plates.length).toBeGreaterThan(0);
    expect(page.plates.every((s) => s.plate.startsWith(prefix))).toBe(true);
    expect(page.count).toBe(page.plates.length);
    expect(page.plates).toEqual([...page.plates].sort(byNewest));
    expect(page.count).toBe(
      await countOf(
        sql`select count(*)::int as n from scans where entity_uuid = ${fx.northgate} and plate like ${prefix + '%'}`,
      ),
    );
  });

  it('answers at most 500 rows, not paged, with the count of every match', async () => {
    const [{ letter, n }] = await fx.rows<{ letter: string; n: number }>(sql`
      select left(plate, 1) as letter, count(*)::int as n from scans where entity_uuid = ${fx.northgate}
      group by 1 order by count(*) desc limit 1`);
    expect(Number(n)).toBeGreaterThan(500);
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/search/${letter.toLowerCase()}`,
    );
    expect(res.json.plates).toHaveLength(500);
    expect(res.json.count).toBe(Number(n));
  });

  it('counts every matching alert too', async () => {
    const [{ letter, n }] = await fx.rows<{ letter: string; n: number }>(sql`
      select left(s.plate, 1) as letter, count(*)::int as n from alerts a
      join scans s on s.uuid = a.scan_uuid where a.entity_uuid = ${fx.northgate}
      group by 1 order by count(*) desc limit 1`);
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/search/${letter}?alert=true`,
    );
    expect(res.json.plates).toHaveLength(Math.min(500, Number(n)));
    expect(res.json.count).toBe(Number(n));
  });

  it('searches alerts with alert=true', async () => {
    const stolen = fx.list['Stolen Vehicles (Campus PD)'];
    const [{ plate }] = await fx.rows<{ plate: string }>(
      sql`select s.plate from alerts a join scans s on s.uuid = a.scan_uuid where a.list_uuid = ${stolen} limit 1`,
    );
    const all = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/search/${plate}?alert=true`,
    );
    expect(all.json.plates.length).toBeGreaterThan(0);
    expect(all.json.plates.every((s: Scan) => s.isAlert && s.plate === plate)).toBe(true);
  });

  it('answers nothing for a term of symbols only, and nothing of another organisation', async () => {
    const symbols = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/search/${encodeURIComponent('--')}`,
    );
    expect(symbols.json).toEqual({ plates: [], count: 0 });
    const [{ plate }] = await fx.rows<{ plate: string }>(
      sql`select plate from scans where entity_uuid = ${fx.riverside} limit 1`,
    );
    const res = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/search/${plate}`);
    expect(res.json.plates.filter((s: Scan) => s.plate === plate)).toEqual([]);
  });
});

describe('GET plate history, one scan, one alert', () => {
  it('answers the scans of exactly one plate, newest first, chained by last_seen', async () => {
    const [{ plate }] = await fx.rows<{ plate: string }>(sql`
      select plate from scans where entity_uuid = ${fx.northgate}
      group by plate having count(*) between 5 and 200 order by count(*) desc limit 1`);
    const res = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/history/${plate.toLowerCase()}`,
    );
    const plates: Scan[] = res.json.plates.map((s: unknown) => scan.parse(s));
    expect(plates.length).toBeGreaterThanOrEqual(5);
    expect(plates.every((s) => s.plate === plate)).toBe(true);
    expect(plates).toEqual([...plates].sort(byNewest));
    for (let i = 0; i < plates.length - 1; i++)
      expect(plates[i].lastSeen).toBe(plates[i + 1].capturedAt);
    expect(plates[plates.length - 1].lastSeen).toBeNull();
  });

  it('answers one scan, and 404 for a scan of another organisation', async () => {
    const page = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plates/offset/0`);
    const first: Scan = page.json.plates[0];
    const one = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/plate/${first.uuid}`);
    expect(one.json).toEqual(first);

    const [other] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 1`,
    );
    // The super administrator belongs to both, and still gets 404 through Northgate's path.
    const res = await fx.get('super', `/api/v2/dashboard/${fx.northgate}/plate/${other.uuid}`);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.riverside}/plate/${other.uuid}`)).status,
    ).toBe(403);
  });

  it('answers one alert by its scan, and 404 for a scan without an alert', async () => {
    const alertsPage = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/offset/0?alert=true`,
    );
    const alert: Scan = alertsPage.json.plates[0];
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/alert/${alert.uuid}`)).json,
    ).toEqual(alert);
    const [quiet] = await fx.rows<{ uuid: string }>(sql`
      select s.uuid from scans s left join alerts a on a.scan_uuid = s.uuid
      where s.entity_uuid = ${fx.northgate} and a.scan_uuid is null limit 1`);
    expect(
      (await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/alert/${quiet.uuid}`)).status,
    ).toBe(404);
  });
});
