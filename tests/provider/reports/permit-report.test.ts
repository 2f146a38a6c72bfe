import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { permitReportPage, type PermitReportRow } from '@/lib/contract';
import { permitStatusLabel } from '@/lib/rules/permits/permit-rules';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/** getPermitReportPage: the organisation's permits issued in a window, keyset paged, newest first. */

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

/** A 60-day window ending at Northgate's newest permit. */
async function window() {
  const [row] = await fx.rows<{ newest: string }>(
    sql`select max(created_at)::text as newest from permits_issued where entity_uuid = ${fx.northgate}`,
  );
  const end = new Date(row.newest);
  const start = new Date(end.getTime() - 60 * 24 * 3600 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

const path = (entity: string, q: Record<string, string | number>) =>
  `/api/v1/dashboard/${entity}/reports/permits?${new URLSearchParams(
    Object.entries(q).map(([k, v]) => [k, String(v)]),
  )}`;

describe('permit report rows', () => {
  it('answers every permit created in the window, newest first, across keyset pages', async () => {
    const w = await window();
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from permits_issued where entity_uuid = ${fx.northgate}
        and created_at >= ${w.start}::timestamptz and created_at <= ${w.end}::timestamptz`,
    );
    expect(n).toBeGreaterThan(50);
    const rows: PermitReportRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: Record<string, string | number> = { ...w, limit: 37 };
      if (cursor) q.cursor = cursor;
      const res = await fx.get('admin', path(fx.northgate, q));
      expect(res.status).toBe(200);
      const page = permitReportPage.parse(res.json);
      rows.push(...page.rows);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(rows).toHaveLength(n);
    expect(pages).toBe(Math.ceil(n / 37) + (n % 37 === 0 ? 1 : 0));
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(n);
    for (let i = 1; i < rows.length; i += 1) {
      expect(Date.parse(rows[i - 1].createdOn)).toBeGreaterThanOrEqual(
        Date.parse(rows[i].createdOn),
      );
    }
    for (const r of rows) {
      expect(Date.parse(r.createdOn)).toBeGreaterThanOrEqual(Date.parse(w.start));
      expect(Date.parse(r.createdOn)).toBeLessThanOrEqual(Date.parse(w.end));
    }
  });

  it('carries the permit, holder, vehicle and the §4 status label', async () => {
    const w = await window();
    const res = await fx.get('admin', path(fx.northgate, { ...w, limit: 200 }));
    const rows = permitReportPage.parse(res.json).rows;
    const [stored] = await fx.rows<{
      customer_permit_id: string;
      paid_status: string;
      issued_on: string | null;
      expires_at: string | null;
      amount: number;
      plate: string | null;
    }>(sql`select i.customer_permit_id, i.paid_status, i.issued_on::text, i.expires_at::text, i.amount, v.plate
      from permits_issued i left join permit_vehicles v on v.uuid = i.vehicle_uuid
      where i.uuid = ${rows[0].uuid}`);
    expect(rows[0]).toMatchObject({
      customerPermitId: stored.customer_permit_id,
      paidStatus: stored.paid_status,
      amount: stored.amount,
      plate: stored.plate ?? '',
      status: permitStatusLabel(
        {
          paidStatus: stored.paid_status,
          issuedOn: stored.issued_on,
          expiresAt: stored.expires_at,
        },
        new Date(),
      ),
    });
    expect(rows.every((r) => r.permitName && r.holderName && r.holderEmail)).toBe(true);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThan(1);
  });

  it('is for members of the organisation only, and checks the window', async () => {
    const w = await window();
    const outsider = await fx.get('rpatrol', path(fx.northgate, w));
    expect(outsider.status).toBe(403);
    const none = await fx.get('admin', path(fx.northgate, { start: w.end, end: w.start }));
    expect(none.status).toBe(400);
    const missing = await fx.get('admin', `/api/v1/dashboard/${fx.northgate}/reports/permits`);
    expect(missing.status).toBe(400);
    const riverside = await call(fx.provider, 'GET', path(fx.riverside, w), {
      token: await fx.token('super'),
    });
    expect(riverside.status).toBe(200);
    expect(riverside.json.rows).toEqual([]);
  });
});
