import { BffClient, type ErrorBody } from '../../support/bff-client';
import type { ListPlatesResponse, ListsResponse } from '@/lib/contract/lists/bff';
import { LIST_TYPE } from '@/lib/contract/lists';
import { handleBffRequest } from '@/server/bff/app';

/** The permit list (type 3) through the BFF: read-only in /lists (spec 1 §5, spec 2). */

const READ_ONLY =
  "The permit list is kept up to date by Permits and can't be edited: change the permit instead.";

async function northgate(): Promise<{ client: BffClient; permit: string }> {
  const client = new BffClient();
  await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  const { lists } = (await client.get<ListsResponse>('/api/lists')).body;
  const permit = lists.find((l) => l.type === LIST_TYPE.permit)!;
  return { client, permit: permit.uuid };
}

// The first sign-in opens (and seeds) the provider.
beforeAll(async () => {
  await northgate();
}, 180_000);

describe('the permit list in /lists', () => {
  it('shows the plates of the valid permits', async () => {
    const { client, permit } = await northgate();
    const res = await client.get<ListPlatesResponse>(`/api/lists/${permit}/plates`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.plates.every((p) => p.paidStatus === 'Valid')).toBe(true);
  });

  it('refuses adding, editing and deleting a plate with its text', async () => {
    const { client, permit } = await northgate();
    const add = await client.post<ErrorBody>(`/api/lists/${permit}/plates`, { plate: 'ABC123' });
    expect(add.status).toBe(400);
    expect(add.body.error.message).toBe(READ_ONLY);
    const { plates } = (await client.get<ListPlatesResponse>(`/api/lists/${permit}/plates`)).body;
    const first = plates[0];
    const edit = await client.put<ErrorBody>(`/api/lists/${permit}/plates/${first.uuid}`, {
      plate: 'CHANGED1',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(READ_ONLY);
    const del = await client.del<ErrorBody>(`/api/lists/${permit}/plates/${first.uuid}`);
    expect(del.status).toBe(400);
    expect(del.body.error.message).toBe(READ_ONLY);
    const after = (await client.get<ListPlatesResponse>(`/api/lists/${permit}/plates`)).body;
    expect(after.plates.map((p) => p.plate)).toContain(first.plate);
  });

  it('refuses a CSV upload', async () => {
    const { client, permit } = await northgate();
    const form = new FormData();
    form.append('file', new File(['plate\nABC123\n'], 'plates.csv', { type: 'text/csv' }));
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await handleBffRequest(
      new Request(`http://localhost:3000/api/lists/${permit}/upload`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie },
        body: form,
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.message).toBe('Plates of permit and integration lists cannot be uploaded.');
  });
});
