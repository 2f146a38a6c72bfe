/**
 * Audited plate look-ups through the BFF (issue 30 item 2): each screen's look-up records one
 * event with the browser's address (the BFF passes it on), a PDF or report read page by page is
 * one event, a scan's images record nothing, the reason requirement refuses a look-up without a
 * reason (and records nothing) and lets one with a reason run, and only super administrators
 * change it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { rowsOf } from '@/provider/db/types';
import { PLATE_360_DEMO } from '@/provider/seed/plates';
import { CLIENT_ADDRESS_HEADER, stampClientAddresses } from '@/server/bff/client-ip';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { itAnswers401WithoutSession, NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

const BROWSER = '198.51.100.23';
let stamp: Record<string, string>;
let admin: BffClient;
let superNorthgate: BffClient;
let scan: { uuid: string; plate: string; entity: string };
let alert: { uuid: string; plate: string };

interface Lookup {
  entity_uuid: string;
  actor_email: string;
  plate: string;
  detail: Record<string, unknown>;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await (await getProvider()).db.execute(query));
}

const lookups = () =>
  rows<Lookup>(sql`select entity_uuid, actor_email, plate, detail from audit_events
    where action = 'plate.looked_up' order by id`);

beforeAll(async () => {
  stampClientAddresses();
  const token = (globalThis as Record<symbol, string>)[Symbol.for('vert.bff.clientAddressStamp')];
  stamp = { [CLIENT_ADDRESS_HEADER]: `${token} ${BROWSER}` };
  admin = await orgClient('admin@demo.test', NORTHGATE);
  superNorthgate = await orgClient('super@demo.test', NORTHGATE);
  [scan] = await rows<{ uuid: string; plate: string; entity: string }>(
    sql`select s.uuid, s.plate, s.entity_uuid as entity from scans s
        join organisations o on o.uuid = s.entity_uuid
        where o.name = ${NORTHGATE} order by s.captured_at desc limit 1`,
  );
  [alert] = await rows<{ uuid: string; plate: string }>(
    sql`select s.uuid, s.plate from alerts a join scans s on s.uuid = a.scan_uuid
        where a.entity_uuid = ${scan.entity} limit 1`,
  );
});

describe('/api/privacy/lookups guards', () => {
  itAnswers401WithoutSession(['/api/privacy/lookups']);
});

describe('each screen’s look-up records one event with the browser’s address', () => {
  it('records Plate 360, its PDF, the searches, the history, a scan, an alert and a plate report', async () => {
    const cases: [string, string, string][] = [
      [`/api/plates/${PLATE_360_DEMO}`, 'plate_360', PLATE_360_DEMO],
      [`/api/plates/${PLATE_360_DEMO}/timeline`, 'plate_timeline', PLATE_360_DEMO],
      [`/api/plates/${PLATE_360_DEMO}/pdf`, 'plate_pdf', PLATE_360_DEMO],
      [`/api/scans?q=${scan.plate.slice(0, 4)}`, 'plate_search', scan.plate.slice(0, 4)],
      [`/api/alerts?q=${alert.plate}`, 'alert_search', alert.plate],
      [`/api/scans/history/${scan.plate}`, 'plate_history', scan.plate],
      [`/api/scans/${scan.uuid}`, 'scan_detail', scan.plate],
      [`/api/alerts/${alert.uuid}`, 'alert_detail', alert.plate],
      [`/api/reports/plate/${scan.plate}/csv`, 'plate_report', scan.plate],
    ];
    for (const [path, what, plate] of cases) {
      const count = (await lookups()).length;
      const res = await admin.get(path, { headers: stamp });
      expect([path, res.status]).toEqual([path, 200]);
      const all = await lookups();
      expect([path, all.length]).toEqual([path, count + 1]);
      expect(all.at(-1)).toMatchObject({
        entity_uuid: scan.entity,
        actor_email: 'admin@demo.test',
        plate,
        detail: { what, clientAddress: BROWSER, via: 'dashboard', reason: null },
      });
    }
  });

  it('records nothing for a scan’s images or the list screens', async () => {
    const count = (await lookups()).length;
    expect((await admin.get(`/api/scans/${scan.uuid}/image/plate`)).status).toBe(200);
    expect((await admin.get('/api/scans?page=1')).status).toBe(200);
    expect((await admin.get('/api/alerts?page=1')).status).toBe(200);
    expect(await lookups()).toHaveLength(count);
  });
});

describe('the reason requirement', () => {
  beforeAll(async () => {
    const on = await superNorthgate.put('/api/privacy/lookups', { reasonRequired: true });
    expect(on.status).toBe(200);
  });
  afterAll(async () => {
    const off = await superNorthgate.put('/api/privacy/lookups', { reasonRequired: false });
    expect(off.status).toBe(200);
  });

  it('is read by staff', async () => {
    expect((await admin.get('/api/privacy/lookups')).body).toEqual({ reasonRequired: true });
  });

  it('refuses each look-up without a reason, in words, and records nothing', async () => {
    const count = (await lookups()).length;
    for (const path of [
      `/api/plates/${PLATE_360_DEMO}`,
      `/api/plates/${PLATE_360_DEMO}/pdf`,
      `/api/scans?q=ABC`,
      `/api/scans/${scan.uuid}`,
      `/api/alerts/${alert.uuid}`,
      `/api/scans/history/${scan.plate}`,
      `/api/reports/plate/${scan.plate}`,
    ]) {
      const res = await admin.get<ErrorBody>(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.error).toEqual({
        code: 'LOOKUP_REASON_REQUIRED',
        message: 'Give a reason for this plate look-up.',
      });
    }
    expect(await lookups()).toHaveLength(count);
  });

  it('runs a look-up with a reason and records the reason', async () => {
    const path = `/api/plates/${PLATE_360_DEMO}?reason=appeal_review`;
    expect((await admin.get(path, { headers: stamp })).status).toBe(200);
    expect((await lookups()).at(-1)).toMatchObject({
      plate: PLATE_360_DEMO,
      detail: { what: 'plate_360', reason: 'appeal_review', clientAddress: BROWSER },
    });
    const report = `/api/reports/plate/${scan.plate}?reason=other&reasonText=Tow%20dispute`;
    expect((await admin.get(report)).status).toBe(200);
    expect((await lookups()).at(-1)).toMatchObject({
      detail: { what: 'plate_report', reason: 'other', reasonText: 'Tow dispute' },
    });
  });

  it('still shows a scan’s images and the list screens without a reason', async () => {
    expect((await admin.get(`/api/scans/${scan.uuid}/image/full`)).status).toBe(200);
    expect((await admin.get('/api/scans?page=1')).status).toBe(200);
  });

  it('is changed by super administrators only', async () => {
    const res = await admin.put<ErrorBody>('/api/privacy/lookups', { reasonRequired: false });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Only super administrators may change the privacy settings.',
    );
  });

  it('refuses a body without the setting, in words', async () => {
    const res = await superNorthgate.put<ErrorBody>('/api/privacy/lookups', {});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Reason required is required.');
  });
});

describe('another organisation', () => {
  it('keeps its look-ups and its requirement to itself', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    expect((await riverside.get('/api/privacy/lookups')).body).toEqual({ reasonRequired: false });
    const count = (await lookups()).filter((l) => l.entity_uuid === scan.entity).length;
    expect((await riverside.get(`/api/plates/${PLATE_360_DEMO}`)).status).toBe(200);
    const after = await lookups();
    expect(after.filter((l) => l.entity_uuid === scan.entity)).toHaveLength(count);
    expect(after.at(-1)!.entity_uuid).not.toBe(scan.entity);
    // Northgate's scan is not found from Riverside, and that records nothing either.
    expect((await riverside.get(`/api/scans/${scan.uuid}`)).status).toBe(404);
    expect(await lookups()).toHaveLength(after.length);
  });
});
