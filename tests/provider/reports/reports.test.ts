import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { reportLogEntry, scanReportPage, type ReportParams } from '@/lib/contract';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const DAY = 24 * 60 * 60 * 1000;

/**
 * A report window holding the newest 200 scans of Northgate: from the 200th newest to the newest.
 * Not a span of days: the seed's patrol days follow the calendar (no patrols on campus holidays
 * and weekends), so three days before Thanksgiving's Saturday held 39 scans and the test failed.
 */
async function window() {
  const [row] = await fx.rows<{ oldest: string; newest: string }>(
    sql`select min(captured_at)::text as oldest, max(captured_at)::text as newest
        from (select captured_at from scans where entity_uuid = ${fx.northgate}
              order by captured_at desc limit 200) newest_scans`,
  );
  return { start: new Date(row.oldest).toISOString(), end: new Date(row.newest).toISOString() };
}

const reportPath = (entity: string, query: string) =>
  `/api/v1/dashboard/${entity}/reports/scans?${query}`;

async function post(account: 'admin' | 'super', path: string, body: unknown) {
  return call(fx.provider, 'POST', path, { token: await fx.token(account), body });
}

describe('scan report pages', () => {
  it('pages by keyset: every scan of the window once, newest first, no page holds more than the limit', async () => {
    const { start, end } = await window();
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from scans where entity_uuid = ${fx.northgate} and captured_at between ${start}::timestamptz and ${end}::timestamptz`,
    );
    expect(n).toBeGreaterThan(50);
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    do {
      const q = new URLSearchParams({ start, end, limit: '40' });
      if (cursor) q.set('cursor', cursor);
      const res = await fx.get('admin', reportPath(fx.northgate, q.toString()));
      expect(res.status).toBe(200);
      const page = scanReportPage.parse(res.json);
      expect(page.rows.length).toBeLessThanOrEqual(40);
      for (const r of page.rows) {
        seen.push(r.uuid);
        times.push(Date.parse(r.capturedAt));
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(Number(n));
    expect(new Set(seen).size).toBe(seen.length);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages scans with the same captured_at across page boundaries: each once, in order', async () => {
    const plate = 'TIE4242';
    const at = '2026-03-14 15:09:26.535897+00';
    await fx.rows(
      sql`insert into scans (entity_uuid, plate, captured_at, confidence, latitude, longitude)
          select ${fx.northgate}::uuid, ${plate}, t, 0.9, 42.28, -83.74
          from unnest(array[
            ${at}::timestamptz + interval '1 second',
            ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz,
            ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz,
            ${at}::timestamptz - interval '1 microsecond'
          ]) as t`,
    );
    const expected = (
      await fx.rows<{ uuid: string }>(
        sql`select uuid::text from scans where entity_uuid = ${fx.northgate} and plate = ${plate} order by captured_at desc, uuid desc`,
      )
    ).map((r) => r.uuid);
    expect(expected).toHaveLength(9);
    for (const limit of [1, 2, 3, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const q = new URLSearchParams({ plate, limit: String(limit) });
        if (cursor) q.set('cursor', cursor);
        const res = await fx.get('admin', reportPath(fx.northgate, q.toString()));
        expect(res.status).toBe(200);
        const page = scanReportPage.parse(res.json);
        expect(page.rows.length).toBeLessThanOrEqual(limit);
        seen.push(...page.rows.map((r) => r.uuid));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(seen).toEqual(expected);
    }
  });

  it('gives the spec’s row fields', async () => {
    const { start, end } = await window();
    const res = await fx.get(
      'admin',
      reportPath(fx.northgate, `start=${start}&end=${end}&limit=5`),
    );
    const row = scanReportPage.parse(res.json).rows[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'alertMessage',
        'capturedAt',
        'confidence',
        'fullImageURL',
        'fullname',
        'imgURL',
        'latitude',
        'listName',
        'longitude',
        'plate',
        'userEmail',
        'uuid',
      ].sort(),
    );
  });

  it('refuses a missing window, a reversed one and a forged cursor; refuses another organisation', async () => {
    const { start, end } = await window();
    expect((await fx.get('admin', reportPath(fx.northgate, `start=${start}`))).status).toBe(400);
    expect(
      (await fx.get('admin', reportPath(fx.northgate, `start=${end}&end=${start}`))).status,
    ).toBe(400);
    expect(
      (await fx.get('admin', reportPath(fx.northgate, `start=${start}&end=${end}&cursor=abc`)))
        .status,
    ).toBe(400);
    expect(
      (await fx.get('admin', reportPath(fx.riverside, `start=${start}&end=${end}`))).status,
    ).toBe(403);
  });
});

describe('report log and shares', () => {
  it('records a log entry and lists it first', async () => {
    const { start, end } = await window();
    const res = await post('admin', '/api/v1/dashboard/reports/log', {
      description: 'Weekly scans',
      startDate: start,
      endDate: end,
      type: 'WEB_CSV',
      entityUUID: fx.northgate,
      params: { reportType: 'scans', startDate: start, endDate: end },
    });
    expect(res.status).toBe(200);
    const entry = reportLogEntry.parse(res.json);
    expect(entry.fullname).toBeTruthy();
    const list = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/reports/logs`);
    expect(list.json.logs[0].reportUUID).toBe(entry.reportUUID);
    const other = await post('admin', '/api/v1/dashboard/reports/log', {
      description: 'x',
      type: 'WEB_CSV',
      entityUUID: fx.riverside,
    });
    expect(other.status).toBe(403);
  });

  it('opens a share with its secret only, and refuses it once revoked or expired', async () => {
    const { start, end } = await window();
    const params: Partial<ReportParams> = { reportType: 'scans', startDate: start, endDate: end };
    const created = await post('admin', '/api/v1/dashboard/reports/share', {
      entityUUID: fx.northgate,
      description: 'For the auditor',
      params,
    });
    expect(created.status).toBe(200);
    const { share, secret, portalSubdomain } = created.json;
    expect(portalSubdomain).toBe('northgate');
    expect(Date.parse(share.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY);
    const open = (s: string, path = '') =>
      call(fx.provider, 'GET', `/api/v1/reports/shared/${share.uuid}${path}`, {
        headers: { authorization: `Bearer ${s}` },
      });
    const meta = await open(secret);
    expect(meta.status).toBe(200);
    expect(meta.json.organisation.name).toBe('Northgate University Parking');
    expect((await open(secret, '/scans?limit=3')).json.rows).toHaveLength(3);
    expect((await open(`${secret}x`)).status).toBe(404);

    const log = await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/reports/logs`);
    expect(log.json.logs[0]).toMatchObject({ type: 'REPORT_LINK', share: { status: 'active' } });

    // Another organisation's member cannot revoke it.
    const foreign = await fx.put(
      'super',
      `/api/v1/dashboard/reports/share/${share.uuid}/revoke?entityUUID=${fx.riverside}`,
      {},
    );
    expect(foreign.status).toBe(404);
    const revoked = await fx.put(
      'admin',
      `/api/v1/dashboard/reports/share/${share.uuid}/revoke?entityUUID=${fx.northgate}`,
      {},
    );
    expect(revoked.json.status).toBe('revoked');
    const gone = await open(secret);
    expect(gone.status).toBe(410);
    expect(gone.json.error.code).toBe('SHARE_REVOKED');

    const second = await post('admin', '/api/v1/dashboard/reports/share', {
      entityUUID: fx.northgate,
      description: 'Plate history',
      params: { reportType: 'scans', plate: 'abc123' },
      expiresInDays: 1,
    });
    await fx.rows(
      sql`update report_shares set expires_at = now() - interval '1 minute' where uuid = ${second.json.share.uuid}`,
    );
    const expired = await call(
      fx.provider,
      'GET',
      `/api/v1/reports/shared/${second.json.share.uuid}/scans`,
      { headers: { authorization: `Bearer ${second.json.secret}` } },
    );
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe('SHARE_EXPIRED');
  });
});
