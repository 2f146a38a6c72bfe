import { SCAN_PAGE_SIZE, type Scan } from '@/lib/contract';
import type { AlertListsResponse, DeleteRowsResponse } from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  scanListReader,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

const listAlerts = scanListReader('/api/alerts');

describe('/api/alerts guards', () => {
  const paths = ['/api/alerts', '/api/alerts/lists', `/api/alerts/${UNKNOWN_UUID}`];
  itAnswers401WithoutSession(paths);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(paths);
  });

  it('refuses a delete from another origin', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { plates } = await listAlerts(client, '?page=2');
    const res = await client.post<ErrorBody>(
      '/api/alerts/delete',
      { uuids: [plates[0].uuid] },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
    expect((await client.get(`/api/alerts/${plates[0].uuid}`)).status).toBe(200);
  });
});

describe('GET /api/alerts (Northgate)', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('answers pages of 100 alerts with the count; page 2 differs', async () => {
    const one = await listAlerts(client);
    const two = await listAlerts(client, '?page=2');
    expect(one.mode).toBe('all');
    expect(one.pageSize).toBe(SCAN_PAGE_SIZE);
    expect(one.plates).toHaveLength(100);
    expect(one.count).toBeGreaterThan(200);
    expect(two.count).toBe(one.count);
    expect(two.page).toBe(2);
    expect(two.plates).toHaveLength(100);
    const firstIds = new Set(one.plates.map((p) => p.uuid));
    expect(two.plates.some((p) => firstIds.has(p.uuid))).toBe(false);
    for (const p of [...one.plates, ...two.plates]) {
      expect(p.isAlert).toBe(true);
      expect(p.imgUrl).toBe(`/api/scans/${p.uuid}/image/full`);
      expect(p.plateImgUrl).toBe(`/api/scans/${p.uuid}/image/plate`);
    }
  });

  it.each(['0', 'x', '-3'])('answers 400 for page=%s', async (page) => {
    const res = await client.get<ErrorBody>(`/api/alerts?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Page must be a whole number of at least 1.');
  });

  it('GET /api/alerts/lists answers the lists of the chips with their full names', async () => {
    const res = await client.get<AlertListsResponse>('/api/alerts/lists');
    expect(res.status).toBe(200);
    expect(res.body.lists.length).toBeGreaterThan(0);
    for (const l of res.body.lists) {
      expect(typeof l.uuid).toBe('string');
      expect(l.name.length).toBeGreaterThan(0);
    }
  });

  it("?list= answers only that list's alerts", async () => {
    const { lists } = (await client.get<AlertListsResponse>('/api/alerts/lists')).body;
    const all = await listAlerts(client);
    const listUUID = all.plates.find((p) => p.listUUID)?.listUUID;
    expect(listUUID).toBeTruthy();
    expect(lists.map((l) => l.uuid)).toContain(listUUID);
    const res = await listAlerts(client, `?list=${listUUID}`);
    expect(res.mode).toBe('list');
    expect(res.count).toBeGreaterThan(0);
    expect(res.count).toBeLessThanOrEqual(all.count);
    for (const p of res.plates) {
      expect(p.listUUID).toBe(listUUID);
      expect(p.isAlert).toBe(true);
    }
  });

  it('answers 400 for a malformed list', async () => {
    const res = await client.get<ErrorBody>('/api/alerts?list=staff');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown list.');
  });

  it('search upper-cases the term, answers only alerts and is not paged', async () => {
    const { plates } = await listAlerts(client, '?page=3');
    const prefix = plates[0].plate.slice(0, 3);
    const res = await listAlerts(client, `?q=${encodeURIComponent(prefix.toLowerCase())}&page=9`);
    expect(res.mode).toBe('search');
    expect(res.page).toBe(1);
    expect(res.plates.map((p) => p.uuid)).toContain(plates[0].uuid);
    for (const p of res.plates) {
      expect(p.plate.startsWith(prefix.toUpperCase())).toBe(true);
      expect(p.isAlert).toBe(true);
    }
  });
});

describe('one alert and deleting alerts', () => {
  let client: BffClient;
  let rows: Scan[];
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    rows = (await listAlerts(client, '?page=4')).plates;
  });

  it('GET /api/alerts/:uuid answers the alert', async () => {
    const res = await client.get<Scan>(`/api/alerts/${rows[0].uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBe(rows[0].uuid);
    expect(res.body.isAlert).toBe(true);
    expect(res.body.imgUrl).toBe(`/api/scans/${rows[0].uuid}/image/full`);
  });

  it("answers 404 'There are no records for this plate.' for an unknown alert", async () => {
    const res = await client.get<ErrorBody>(`/api/alerts/${UNKNOWN_UUID}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.scanNotFound);
  });

  it('POST /api/alerts/delete deletes the alerts; the scans stay', async () => {
    const uuids = rows.slice(1, 4).map((r) => r.uuid);
    const before = (await listAlerts(client)).count;
    const res = await client.post<DeleteRowsResponse>('/api/alerts/delete', { uuids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3 });
    expect((await listAlerts(client)).count).toBe(before - 3);
    for (const uuid of uuids) {
      expect((await client.get(`/api/alerts/${uuid}`)).status).toBe(404);
      const kept = await client.get<Scan>(`/api/scans/${uuid}`);
      expect(kept.status).toBe(200);
      expect(kept.body.isAlert).toBe(false);
    }
  });

  it.each<[string, unknown]>([
    ['no uuids', { uuids: [] }],
    ['a malformed uuid', { uuids: ['nope'] }],
    ['more than 1000 uuids', { uuids: Array.from({ length: 1001 }, () => UNKNOWN_UUID) }],
  ])('answers 400 for %s', async (_, body) => {
    const res = await client.post<ErrorBody>('/api/alerts/delete', body);
    expect(res.status).toBe(400);
  });

  it("deleting another organisation's alerts changes nothing", async () => {
    const superRiverside = await orgClient('super@demo.test', RIVERSIDE);
    const riverside = await listAlerts(superRiverside);
    expect(riverside.count).toBeGreaterThan(0);
    const uuids = riverside.plates.slice(0, 3).map((p) => p.uuid);
    const res = await client.post<DeleteRowsResponse>('/api/alerts/delete', { uuids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 0 });
    expect((await listAlerts(superRiverside)).count).toBe(riverside.count);
    for (const uuid of uuids) {
      expect((await superRiverside.get(`/api/alerts/${uuid}`)).status).toBe(200);
      expect((await client.get(`/api/alerts/${uuid}`)).status).toBe(404);
    }
  });
});
