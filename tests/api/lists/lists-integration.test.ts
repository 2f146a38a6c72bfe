import { BffClient, type ErrorBody } from '../../support/bff-client';
import type { IntegrationResponse, ListsResponse } from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';

/** The demo's pay-by-plate integration list (local demo vendor) through the BFF. */
async function northgate(): Promise<{ client: BffClient; integration: string; allow: string }> {
  const client = new BffClient();
  await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  const { lists } = (await client.get<ListsResponse>('/api/lists')).body;
  const integration = lists.find((l) => l.type === 4)!;
  const allow = lists.find((l) => l.type === 0)!;
  return { client, integration: integration.uuid, allow: allow.uuid };
}

describe('GET /api/lists/:uuid/integration', () => {
  it('answers the vendor, its locations and the current plates', async () => {
    const { client, integration } = await northgate();
    const res = await client.get<IntegrationResponse>(`/api/lists/${integration}/integration`);
    expect(res.status).toBe(200);
    expect(res.body.vendor).toMatch(/parkmobile/i);
    expect(res.body.isCheckEach).toBe(true);
    expect(res.body.vendors.length).toBeGreaterThan(0);
    expect(res.body.plates.length).toBeGreaterThan(0);
    for (const plate of res.body.plates) {
      expect(plate.vendorName).toBeTruthy();
      expect(plate.vendorLocationCode).toBeTruthy();
    }
  });

  it('verifies one plate with the vendor on a check-each list', async () => {
    const { client, integration } = await northgate();
    const all = await client.get<IntegrationResponse>(`/api/lists/${integration}/integration`);
    const known = all.body.plates[0].plate;
    const hit = await client.get<IntegrationResponse>(
      `/api/lists/${integration}/integration?plate=${encodeURIComponent(known.toLowerCase())}`,
    );
    expect(hit.status).toBe(200);
    expect(hit.body.plates.map((p) => p.plate)).toContain(known);
    const miss = await client.get<IntegrationResponse>(
      `/api/lists/${integration}/integration?plate=ZZZ0000`,
    );
    expect(miss.status).toBe(200);
    expect(miss.body.plates).toEqual([]);
  });

  it('counts the same plates on /lists and in the detail: the vendor’s (issue 18 item 7)', async () => {
    const { client, integration } = await northgate();
    const detail = await client.get<IntegrationResponse>(`/api/lists/${integration}/integration`);
    const { body } = await client.get<ListsResponse>('/api/lists');
    const row = body.lists.find((l) => l.uuid === integration)!;
    expect(row.plateCount).toBe(detail.body.plates.length);
    const one = await client.get<PlateList>(`/api/lists/${integration}`);
    expect(one.body.plateCount).toBe(detail.body.plates.length);
  });

  it('refuses a list that is not an integration list', async () => {
    const { client, allow } = await northgate();
    const res = await client.get<ErrorBody>(`/api/lists/${allow}/integration`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This is not an integration list.');
  });

  it('offers no plate writes or uploads on an integration list', async () => {
    const { client, integration } = await northgate();
    const add = await client.post<ErrorBody>(`/api/lists/${integration}/plates`, {
      plate: 'ABC123',
    });
    expect(add.status).toBe(400);
    const form = new FormData();
    form.append('file', new File(['plate\nABC123\n'], 'plates.csv', { type: 'text/csv' }));
    const { handleBffRequest } = await import('@/server/bff/app');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const upload = await handleBffRequest(
      new Request(`http://localhost:3000/api/lists/${integration}/upload`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie },
        body: form,
      }),
    );
    expect(upload.status).toBe(400);
  });

  it("keeps another organisation's integration list out", async () => {
    const { integration } = await northgate();
    const other = new BffClient();
    await other.signInWithOrg('super@demo.test', 'Riverside City Enforcement');
    expect((await other.get(`/api/lists/${integration}/integration`)).status).toBe(404);
  });
});
