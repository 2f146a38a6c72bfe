/**
 * Audited plate look-ups (issue 30 item 2), at the provider: each kind of look-up records exactly
 * one audit event (who, which plate, what, from where), repeats within the window are one, a
 * required reason refuses a look-up without one and records nothing, another organisation's
 * look-ups never show in this one's trail, and no call changes a recorded event.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { auditEvents } from '@/provider/db/schema';
import { withClientAddress } from '@/platform/client-address';
import { PLATE_360_DEMO } from '@/provider/seed/plates';
import { auditTrailView } from '@/provider/services/access';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
let scan: { uuid: string; plate: string };
let alert: { uuid: string; plate: string };
let before: (typeof auditEvents.$inferSelect)[];

const ADDRESS = '203.0.113.7';

beforeAll(async () => {
  fx = await openLprFixture();
  [scan] = await fx.rows<{ uuid: string; plate: string }>(
    sql`select uuid, plate from scans where entity_uuid = ${fx.northgate} order by captured_at desc limit 1`,
  );
  [alert] = await fx.rows<{ uuid: string; plate: string }>(
    sql`select s.uuid, s.plate from alerts a join scans s on s.uuid = a.scan_uuid
        where a.entity_uuid = ${fx.northgate} limit 1`,
  );
  before = await fx.provider.db.select().from(auditEvents);
});
afterAll(() => fx.close());

/** A call as the provider's own server would take it: marked with the client's address. */
async function send(account: Account, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${await fx.token(account)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`http://provider${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await fx.provider.fetch(withClientAddress(req, ADDRESS));
  const text = await res.text();
  return {
    status: res.status,
    json: (text ? JSON.parse(text) : null) as { error: { code: string; message: string } },
  };
}

interface LookupRow {
  actor_email: string;
  plate: string;
  target_uuid: string | null;
  detail: Record<string, unknown>;
  entity_uuid: string;
}

const lookups = (entity: string) =>
  fx.rows<LookupRow>(
    sql`select actor_email, plate, target_uuid, detail, entity_uuid from audit_events
        where action = 'plate.looked_up' and entity_uuid = ${entity} order by id`,
  );

const ng = () => `/api/v2/dashboard/${fx.northgate}`;
const setRequired = (reasonRequired: boolean, account: Account = 'super') =>
  send(account, 'PUT', `${ng()}/privacy/lookups`, { reasonRequired });

describe('each kind of look-up records exactly one event', () => {
  const cases = (): [string, string, string, string | null][] => [
    [`${ng()}/plate360/${PLATE_360_DEMO}`, 'plate_360', PLATE_360_DEMO, null],
    [`${ng()}/plate360/${PLATE_360_DEMO}/timeline?limit=5`, 'plate_timeline', PLATE_360_DEMO, null],
    [`${ng()}/plate360/${PLATE_360_DEMO}?view=pdf`, 'plate_pdf', PLATE_360_DEMO, null],
    [
      `${ng()}/plates/search/${scan.plate.slice(0, 3)}`,
      'plate_search',
      scan.plate.slice(0, 3),
      null,
    ],
    [`${ng()}/plates/search/${alert.plate}?alert=true`, 'alert_search', alert.plate, null],
    [`${ng()}/plates/history/${scan.plate}`, 'plate_history', scan.plate, null],
    [`${ng()}/plate/${scan.uuid}`, 'scan_detail', scan.plate, scan.uuid],
    [`${ng()}/alert/${alert.uuid}`, 'alert_detail', alert.plate, alert.uuid],
    [
      `/api/v1/dashboard/${fx.northgate}/reports/scans?plate=${scan.plate}`,
      'plate_report',
      scan.plate,
      null,
    ],
  ];

  it('records who, which plate, what and from where, once per look-up', async () => {
    for (const [path, what, plate, target] of cases()) {
      const count = (await lookups(fx.northgate)).length;
      const res = await send('admin', 'GET', path);
      expect([path, res.status]).toEqual([path, 200]);
      const rows = await lookups(fx.northgate);
      expect([what, rows.length]).toEqual([what, count + 1]);
      expect(rows.at(-1)).toMatchObject({
        actor_email: 'admin@demo.test',
        plate,
        target_uuid: target,
        detail: { what, reason: null, reasonText: null, clientAddress: ADDRESS, via: 'api' },
      });
      // The same look-up again at once (a page's revalidation, the next page) is the same record.
      expect((await send('admin', 'GET', path)).status).toBe(200);
      expect(await lookups(fx.northgate)).toHaveLength(count + 1);
    }
  });

  it('does not record a report that names no plate, nor the list screens', async () => {
    const count = (await lookups(fx.northgate)).length;
    const report = `/api/v1/dashboard/${fx.northgate}/reports/scans?start=2020-01-01T00:00:00Z&end=2030-01-01T00:00:00Z&limit=5`;
    expect((await send('admin', 'GET', report)).status).toBe(200);
    expect((await send('admin', 'GET', `${ng()}/plates/offset/0`)).status).toBe(200);
    expect(await lookups(fx.northgate)).toHaveLength(count);
  });

  it('records nothing for a scan that is not there', async () => {
    const count = (await lookups(fx.northgate)).length;
    const res = await send('admin', 'GET', `${ng()}/plate/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await lookups(fx.northgate)).toHaveLength(count);
  });
});

describe('an organisation that requires a reason', () => {
  beforeAll(async () => {
    expect((await setRequired(true)).status).toBe(200);
  });
  afterAll(async () => {
    expect((await setRequired(false)).status).toBe(200);
  });

  it('refuses every kind of look-up without a reason, in words, and records nothing', async () => {
    const count = (await lookups(fx.northgate)).length;
    for (const path of [
      `${ng()}/plate360/${PLATE_360_DEMO}`,
      `${ng()}/plate360/${PLATE_360_DEMO}/timeline`,
      `${ng()}/plates/search/ABC`,
      `${ng()}/plates/history/${scan.plate}`,
      `${ng()}/plate/${scan.uuid}`,
      `${ng()}/alert/${alert.uuid}`,
      `/api/v1/dashboard/${fx.northgate}/reports/scans?plate=${scan.plate}`,
    ]) {
      const res = await send('admin', 'GET', path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.json.error).toEqual({
        code: 'LOOKUP_REASON_REQUIRED',
        message: 'Give a reason for this plate look-up.',
      });
    }
    expect(await lookups(fx.northgate)).toHaveLength(count);
  });

  it('runs with a reason and records it', async () => {
    const path = `${ng()}/plate360/${PLATE_360_DEMO}?reason=law_enforcement`;
    expect((await send('admin', 'GET', path)).status).toBe(200);
    expect((await lookups(fx.northgate)).at(-1)).toMatchObject({
      plate: PLATE_360_DEMO,
      detail: { what: 'plate_360', reason: 'law_enforcement', reasonText: null },
    });
    const other = `${ng()}/plate/${scan.uuid}?reason=other&reasonText=${encodeURIComponent('Owner called about a tow')}`;
    expect((await send('admin', 'GET', other)).status).toBe(200);
    expect((await lookups(fx.northgate)).at(-1)).toMatchObject({
      detail: { what: 'scan_detail', reason: 'other', reasonText: 'Owner called about a tow' },
    });
  });

  it('wants words with "other" and a known choice', async () => {
    const base = `${ng()}/plate360/${PLATE_360_DEMO}`;
    const other = await send('admin', 'GET', `${base}?reason=other`);
    expect(other.status).toBe(400);
    expect(other.json.error.message).toBe('Say in a few words why you look up this plate.');
    const unknown = await send('admin', 'GET', `${base}?reason=curiosity`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe('Choose a reason for this plate look-up.');
  });

  it('still runs a report by dates without a reason', async () => {
    const report = `/api/v1/dashboard/${fx.northgate}/reports/scans?start=2020-01-01T00:00:00Z&end=2030-01-01T00:00:00Z&limit=5`;
    expect((await send('admin', 'GET', report)).status).toBe(200);
  });

  it('leaves another organisation free of the requirement', async () => {
    const path = `/api/v2/dashboard/${fx.riverside}/plate360/${PLATE_360_DEMO}`;
    expect((await send('super', 'GET', path)).status).toBe(200);
  });
});

describe('the look-up policy', () => {
  it('is read by staff, changed only by super administrators, and the change is audited', async () => {
    expect((await send('admin', 'GET', `${ng()}/privacy/lookups`)).json).toEqual({
      reasonRequired: false,
    });
    expect((await send('patrol', 'GET', `${ng()}/privacy/lookups`)).status).toBe(403);
    expect((await setRequired(true, 'admin')).status).toBe(403);
    expect((await setRequired(true, 'patrol')).status).toBe(403);
    const res = await setRequired(true);
    expect(res).toEqual({ status: 200, json: { reasonRequired: true } });
    const [event] = await fx.rows<{ actor_email: string; detail: unknown }>(
      sql`select actor_email, detail from audit_events
          where action = 'privacy.lookup_policy_updated' order by id desc limit 1`,
    );
    expect(event).toEqual({
      actor_email: 'super@demo.test',
      detail: { reasonRequired: { from: false, to: true } },
    });
    expect((await setRequired(false)).status).toBe(200);
    const bad = await send('super', 'PUT', `${ng()}/privacy/lookups`, { reasonRequired: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('refuses another organisation’s staff', async () => {
    const riverside = `/api/v2/dashboard/${fx.riverside}`;
    expect((await send('admin', 'GET', `${riverside}/privacy/lookups`)).status).toBe(403);
    expect(
      (await send('admin', 'PUT', `${riverside}/privacy/lookups`, { reasonRequired: true })).status,
    ).toBe(403);
  });
});

describe('look-ups across organisations', () => {
  it('records a look-up in its own organisation only; a non-member’s look-up is refused and records nothing', async () => {
    const ngCount = (await lookups(fx.northgate)).length;
    const rvCount = (await lookups(fx.riverside)).length;
    const refused = await send('admin', 'GET', `/api/v2/dashboard/${fx.riverside}/plate360/RVX123`);
    expect(refused.status).toBe(403);
    expect(
      (await send('super', 'GET', `/api/v2/dashboard/${fx.riverside}/plate360/RVX123`)).status,
    ).toBe(200);
    expect(await lookups(fx.northgate)).toHaveLength(ngCount);
    const riverside = await lookups(fx.riverside);
    expect(riverside).toHaveLength(rvCount + 1);
    expect(riverside.at(-1)).toMatchObject({ plate: 'RVX123', actor_email: 'super@demo.test' });
    const trail = await auditTrailView(fx.provider.db, fx.northgate, 1000);
    expect(trail.events.some((e) => JSON.stringify(e).includes('RVX123'))).toBe(false);
  });
});

describe('the audit log is append-only', () => {
  it('keeps every event recorded before these calls exactly as it was', async () => {
    const after = await fx.provider.db.select().from(auditEvents);
    const byId = new Map(after.map((row) => [row.id, row]));
    for (const row of before) expect(byId.get(row.id)).toEqual(row);
    expect(after.length).toBeGreaterThan(before.length);
  });
});
