import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { call } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
let northgateList: string;
let riversideList: string;
beforeAll(async () => {
  fx = await openLprFixture();
  const rows = await fx.rows<{ uuid: string; entity: string }>(
    sql`select uuid::text as uuid, entity_uuid::text as entity from lists order by name`,
  );
  northgateList = rows.find((r) => r.entity === fx.northgate)!.uuid;
  riversideList = rows.find((r) => r.entity === fx.riverside)!.uuid;
});
afterAll(() => fx.close());

const NOT_AN_ADMIN = 'Only administrators of the organisation may do this.';
const window = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-08T00:00:00.000Z' };

async function post(account: Account, path: string, body: unknown) {
  return call(fx.provider, 'POST', path, { token: await fx.token(account), body });
}

const shareBody = (listUUID: string | null = null) => ({
  entityUUID: fx.northgate,
  description: 'For the auditor',
  params: { reportType: 'scans', ...window, listUUID },
});

const logBody = (listUUID: string | null = null) => ({
  description: 'Weekly scans',
  ...window,
  type: 'WEB_CSV',
  entityUUID: fx.northgate,
  listUUID,
  params: { reportType: 'scans', ...window, listUUID },
});

describe('report shares and the report log: administrators only', () => {
  it('refuses a Standard Patrol token creating a share link with 403', async () => {
    const res = await post('patrol', '/api/v1/dashboard/reports/share', shareBody());
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({ code: 'FORBIDDEN', message: NOT_AN_ADMIN });
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from report_shares where entity_uuid = ${fx.northgate}`,
    );
    expect(n).toBe(0);
  });

  it('refuses a Standard Patrol token revoking a share link with 403', async () => {
    const created = await post('admin', '/api/v1/dashboard/reports/share', shareBody());
    expect(created.status).toBe(200);
    const path = `/api/v1/dashboard/reports/share/${created.json.share.uuid}/revoke?entityUUID=${fx.northgate}`;
    const res = await fx.put('patrol', path, {});
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(NOT_AN_ADMIN);
    expect((await fx.put('admin', path, {})).json.status).toBe('revoked');
  });

  it('refuses a Standard Patrol token writing the report log with 403', async () => {
    const res = await post('patrol', '/api/v1/dashboard/reports/log', logBody());
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(NOT_AN_ADMIN);
    // Nor do they read the report log (the patrol app makes no reports).
    const read = await fx.get('patrol', `/api/v2/dashboard/${fx.northgate}/reports/logs`);
    expect(read.status).toBe(403);
    expect((await fx.get('admin', `/api/v2/dashboard/${fx.northgate}/reports/logs`)).status).toBe(
      200,
    );
  });
});

describe('the list a report names must be the organisation’s', () => {
  it('refuses a share naming another organisation’s list with 404', async () => {
    const foreign = await post(
      'admin',
      '/api/v1/dashboard/reports/share',
      shareBody(riversideList),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe('No such list.');
    const own = await post('admin', '/api/v1/dashboard/reports/share', shareBody(northgateList));
    expect(own.status).toBe(200);
  });

  it('refuses a log entry naming another organisation’s list with 404', async () => {
    const foreign = await post('admin', '/api/v1/dashboard/reports/log', logBody(riversideList));
    expect(foreign.status).toBe(404);
    const inParams = await post('admin', '/api/v1/dashboard/reports/log', {
      ...logBody(northgateList),
      params: { reportType: 'scans', ...window, listUUID: riversideList },
    });
    expect(inParams.status).toBe(404);
    const own = await post('admin', '/api/v1/dashboard/reports/log', logBody(northgateList));
    expect(own.status).toBe(200);
  });
});
