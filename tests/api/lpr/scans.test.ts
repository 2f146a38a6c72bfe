import { scan, SCAN_PAGE_SIZE, type Scan } from '@/lib/contract';
import type {
  DeleteRowsResponse,
  PlateHistoryResponse,
  ScanMembersResponse,
} from '@/lib/contract/lpr/bff';
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

const listScans = scanListReader('/api/scans');

describe('/api/scans guards', () => {
  itAnswers401WithoutSession([
    '/api/scans',
    '/api/scans/members',
    `/api/scans/${UNKNOWN_UUID}`,
    '/api/scans/history/ABC123',
    `/api/scans/${UNKNOWN_UUID}/image/full`,
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    const client = await expectNoOrganisationSelected(['/api/scans', '/api/scans/members']);
    const del = await client.post<ErrorBody>('/api/scans/delete', { uuids: [UNKNOWN_UUID] });
    expect(del.status).toBe(409);
  });

  it('refuses a mutation from another origin or without one', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { plates } = await listScans(client, '?page=5');
    for (const origin of [null, 'https://evil.example']) {
      const res = await client.post<ErrorBody>(
        '/api/scans/delete',
        { uuids: [plates[0].uuid] },
        { origin },
      );
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
      const gone = await client.del<ErrorBody>(`/api/scans/${plates[0].uuid}`, { origin });
      expect(gone.status).toBe(403);
    }
    expect((await client.get(`/api/scans/${plates[0].uuid}`)).status).toBe(200);
  });
});

describe('GET /api/scans (Northgate)', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('answers page 1 with 100 scans, newest first, and the count', async () => {
    const first = await listScans(client);
    expect(first.mode).toBe('all');
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(SCAN_PAGE_SIZE);
    expect(first.plates).toHaveLength(100);
    expect(first.count).toBeGreaterThan(1000);
    const times = first.plates.map((p) => Date.parse(p.capturedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers a different page 2 with the same count', async () => {
    const [one, two] = await Promise.all([
      listScans(client, '?page=1'),
      listScans(client, '?page=2'),
    ]);
    expect(two.page).toBe(2);
    expect(two.plates).toHaveLength(100);
    expect(two.count).toBe(one.count);
    const firstIds = new Set(one.plates.map((p) => p.uuid));
    expect(two.plates.some((p) => firstIds.has(p.uuid))).toBe(false);
    expect(Date.parse(two.plates[0].capturedAt)).toBeLessThanOrEqual(
      Date.parse(one.plates[99].capturedAt),
    );
  });

  it("rewrites each scan's images to the BFF's own routes", async () => {
    const { plates } = await listScans(client);
    for (const p of plates) {
      expect(p.imgUrl).toBe(`/api/scans/${p.uuid}/image/full`);
      expect(p.plateImgUrl).toBe(`/api/scans/${p.uuid}/image/plate`);
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '99999999'])('answers 400 for page=%s', async (page) => {
    const res = await client.get<ErrorBody>(`/api/scans?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Page must be a whole number of at least 1.');
  });

  it('answers 400 for a malformed member', async () => {
    const res = await client.get<ErrorBody>('/api/scans?member=nobody');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown team member.');
  });
});

describe('members and the member filter', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('GET /api/scans/members lists the team by full name', async () => {
    const res = await client.get<ScanMembersResponse>('/api/scans/members');
    expect(res.status).toBe(200);
    const names = res.body.members.map((m) => m.fullname);
    expect(names).toEqual(expect.arrayContaining(['Pat Lee', 'Jordan Ellis', 'Alex Morgan']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const m of res.body.members) expect(Object.keys(m).sort()).toEqual(['fullname', 'uuid']);
  });

  it("?member= answers only that member's scans, paged", async () => {
    const { members } = (await client.get<ScanMembersResponse>('/api/scans/members')).body;
    const all = await listScans(client);
    // The member with the most recent scan certainly has scans.
    const member = members.find((m) => m.uuid === all.plates[0].capturedByUUID)!;
    expect(member).toBeDefined();
    const page1 = await listScans(client, `?member=${member.uuid}`);
    expect(page1.mode).toBe('member');
    expect(page1.count).toBeGreaterThan(0);
    expect(page1.count).toBeLessThan(all.count);
    expect(page1.plates.length).toBe(Math.min(100, page1.count));
    for (const p of page1.plates) {
      expect(p.capturedByUUID).toBe(member.uuid);
      expect(p.capturedBy).toBe(member.fullname);
    }
    if (page1.count > 100) {
      const page2 = await listScans(client, `?member=${member.uuid}&page=2`);
      expect(page2.page).toBe(2);
      expect(page2.plates[0].uuid).not.toBe(page1.plates[0].uuid);
      for (const p of page2.plates) expect(p.capturedByUUID).toBe(member.uuid);
    }
  });
});

describe('search', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('upper-cases the term, finds plates starting with it and is not paged', async () => {
    const { plates } = await listScans(client, '?page=3');
    const prefix = plates[0].plate.slice(0, 3);
    const res = await listScans(client, `?q=${encodeURIComponent(prefix.toLowerCase())}`);
    expect(res.mode).toBe('search');
    expect(res.page).toBe(1);
    expect(res.plates.length).toBeGreaterThan(0);
    expect(res.plates.map((p) => p.uuid)).toContain(plates[0].uuid);
    for (const p of res.plates) expect(p.plate.startsWith(prefix.toUpperCase())).toBe(true);
    // Not paged: the page is ignored and every result comes at once.
    const again = await listScans(client, `?q=${encodeURIComponent(prefix)}&page=4`);
    expect(again.plates.map((p) => p.uuid)).toEqual(res.plates.map((p) => p.uuid));
    expect(res.count).toBe(res.plates.length);
  });

  it('wins over the member filter', async () => {
    const { plates } = await listScans(client);
    const term = plates[0].plate;
    const res = await listScans(client, `?q=${term}&member=${UNKNOWN_UUID}`);
    expect(res.mode).toBe('search');
    expect(res.plates.map((p) => p.uuid)).toContain(plates[0].uuid);
  });

  it('answers 400 for a term longer than a plate', async () => {
    const res = await client.get<ErrorBody>(`/api/scans?q=${'A'.repeat(17)}`);
    expect(res.status).toBe(400);
  });
});

describe('scan detail, history, edit and delete', () => {
  let client: BffClient;
  let rows: Scan[];
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    rows = (await listScans(client, '?page=7')).plates;
  });

  it('GET /api/scans/:uuid answers the scan', async () => {
    const target = rows[0];
    const res = await client.get<Scan>(`/api/scans/${target.uuid}`);
    expect(res.status).toBe(200);
    expect(scan.parse(res.body)).toEqual(target);
  });

  it("answers 404 'There are no records for this plate.' for an unknown scan", async () => {
    for (const path of [`/api/scans/${UNKNOWN_UUID}`, '/api/scans/not-a-uuid']) {
      const res = await client.get<ErrorBody>(path);
      expect([400, 404]).toContain(res.status);
      expect(res.body.error.message).toBe(messages.scanNotFound);
    }
    expect((await client.get(`/api/scans/${UNKNOWN_UUID}`)).status).toBe(404);
  });

  it('GET /api/scans/history/:plate answers the scans of exactly that plate', async () => {
    // A plate scanned twice in these pages (the demo data is relative to today's clock, so
    // which one differs from run to run): its history holds both scans.
    const seen = [...rows, ...(await listScans(client, '?page=8')).plates];
    const target = seen.find((row, i) => seen.findIndex((r) => r.plate === row.plate) !== i)!;
    expect(target).toBeDefined();
    const again = seen.filter((r) => r.plate === target.plate).map((r) => r.uuid);
    const res = await client.get<PlateHistoryResponse>(
      `/api/scans/history/${encodeURIComponent(target.plate.toLowerCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.plate).toBe(target.plate);
    expect(res.body.plates.map((p) => p.uuid)).toEqual(expect.arrayContaining(again));
    // Only what the history table shows travels (no images, places or e-mails).
    expect(Object.keys(res.body.plates[0]).sort()).toEqual([
      'alertDetail',
      'capturedAt',
      'capturedBy',
      'confidence',
      'listName',
      'listType',
      'uuid',
    ]);
  });

  it('PUT /api/scans/:uuid upper-cases and saves the plate', async () => {
    const target = rows[2];
    const res = await client.put<Scan>(`/api/scans/${target.uuid}`, { plate: '  zqx4821 ' });
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBe(target.uuid);
    expect(res.body.plate).toBe('ZQX4821');
    expect(res.body.imgUrl).toBe(`/api/scans/${target.uuid}/image/full`);
    expect((await client.get<Scan>(`/api/scans/${target.uuid}`)).body.plate).toBe('ZQX4821');
  });

  it('PUT answers 400 for an empty plate and 404 for an unknown scan', async () => {
    const empty = await client.put<ErrorBody>(`/api/scans/${rows[3].uuid}`, { plate: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter a plate.');
    const missing = await client.put<ErrorBody>(`/api/scans/${rows[3].uuid}`, {});
    expect(missing.status).toBe(400);
    const unknown = await client.put<ErrorBody>(`/api/scans/${UNKNOWN_UUID}`, { plate: 'ABC1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.scanNotFound);
  });

  it('DELETE /api/scans/:uuid deletes one scan', async () => {
    const target = rows[4];
    const before = (await listScans(client)).count;
    const res = await client.del<DeleteRowsResponse>(`/api/scans/${target.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 1 });
    expect((await client.get(`/api/scans/${target.uuid}`)).status).toBe(404);
    expect((await listScans(client)).count).toBe(before - 1);
    const again = await client.del<ErrorBody>(`/api/scans/${target.uuid}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(messages.scanNotFound);
  });

  it('POST /api/scans/delete deletes the selected scans', async () => {
    const uuids = rows.slice(10, 15).map((r) => r.uuid);
    const before = (await listScans(client)).count;
    const res = await client.post<DeleteRowsResponse>('/api/scans/delete', { uuids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 5 });
    expect((await listScans(client)).count).toBe(before - 5);
    for (const uuid of uuids) expect((await client.get(`/api/scans/${uuid}`)).status).toBe(404);
  });

  it.each<[string, unknown]>([
    ['no uuids', { uuids: [] }],
    ['no body field', {}],
    ['a malformed uuid', { uuids: ['not-a-uuid'] }],
    ['more than 1000 uuids', { uuids: Array.from({ length: 1001 }, () => UNKNOWN_UUID) }],
    ['a string instead of a list', { uuids: UNKNOWN_UUID }],
  ])('POST /api/scans/delete answers 400 for %s', async (_, body) => {
    const res = await client.post<ErrorBody>('/api/scans/delete', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).not.toMatch(/Error|undefined|\n/);
  });
});

describe('other organisations', () => {
  let riversideUuids: string[];
  let superRiverside: BffClient;
  beforeAll(async () => {
    superRiverside = await orgClient('super@demo.test', RIVERSIDE);
    const riverside = await listScans(superRiverside);
    expect(riverside.count).toBeGreaterThan(0);
    expect(riverside.count).toBeLessThan(5000);
    riversideUuids = riverside.plates.slice(0, 5).map((p) => p.uuid);
  });

  it("deleting another organisation's uuids changes nothing", async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    const res = await admin.post<DeleteRowsResponse>('/api/scans/delete', {
      uuids: riversideUuids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 0 });
    expect((await admin.del(`/api/scans/${riversideUuids[0]}`)).status).toBe(404);
    for (const uuid of riversideUuids) {
      expect((await superRiverside.get(`/api/scans/${uuid}`)).status).toBe(200);
    }
  });

  it("another organisation's scan is not found, nor editable", async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    const res = await admin.get<ErrorBody>(`/api/scans/${riversideUuids[0]}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.scanNotFound);
    const edit = await admin.put(`/api/scans/${riversideUuids[0]}`, { plate: 'HIJACK1' });
    expect(edit.status).toBe(404);
    expect((await superRiverside.get<Scan>(`/api/scans/${riversideUuids[0]}`)).body.plate).not.toBe(
      'HIJACK1',
    );
  });

  it("the organisation is the session's: a member of both sees only the chosen one", async () => {
    const superNorthgate = await orgClient('super@demo.test', NORTHGATE);
    expect((await superNorthgate.get(`/api/scans/${riversideUuids[0]}`)).status).toBe(404);
    expect((await superNorthgate.get(`/api/scans/${riversideUuids[0]}/image/full`)).status).toBe(
      404,
    );
  });
});

describe('GET /api/scans/:uuid/image/:kind', () => {
  let client: BffClient;
  let target: Scan;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    target = (await listScans(client, '?page=2')).plates[0];
  });

  it.each(['full', 'plate'])('streams the %s image with its content type', async (kind) => {
    const res = await client.get(`/api/scans/${target.uuid}/image/${kind}`);
    expect(res.status).toBe(200);
    const type = res.headers.get('content-type') ?? '';
    expect(type).toMatch(/^image\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    if (type.startsWith('image/svg+xml')) {
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(String(res.body)).toContain('<svg');
    }
  });

  it("answers 404 (or 403) for another organisation's scan and unknown scans", async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const foreign = (await listScans(riverside)).plates[0];
    for (const uuid of [foreign.uuid, UNKNOWN_UUID]) {
      const res = await client.get<ErrorBody>(`/api/scans/${uuid}/image/full`);
      expect([403, 404]).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await client.get(`/api/scans/${target.uuid}/image/thumb`)).status).toBe(400);
  });
});
