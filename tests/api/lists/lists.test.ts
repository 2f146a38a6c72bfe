import { parse } from 'csv-parse/sync';
import type {
  ListPlatesResponse,
  ListsResponse,
  PlateSearchResponse,
  UploadResponse,
} from '@/lib/contract/lists/bff';
import type { ListPlate, PlateList } from '@/lib/contract/lists';
import { messages } from '@/lib/messages';
import { handleBffRequest } from '@/server/bff/app';
import { APP_ORIGIN, type BffClient, type ErrorBody } from '../../support/bff-client';
import { multipartBody } from '../../support/multipart';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

interface UploadFile {
  name: string;
  type: string;
  content: string;
}

/** POSTs a multipart upload the way the screen does (same Origin, the client's cookies). */
async function upload(
  client: BffClient,
  listUuid: string,
  files: UploadFile[],
  origin: string | null = APP_ORIGIN,
): Promise<{ status: number; body: UploadResponse & ErrorBody }> {
  const form = new FormData();
  for (const f of files) form.append('file', new File([f.content], f.name, { type: f.type }));
  const headers = new Headers();
  if (origin) headers.set('origin', origin);
  headers.set(
    'cookie',
    [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
  );
  const { body, contentType } = await multipartBody(form);
  headers.set('content-type', contentType);
  const res = await handleBffRequest(
    new Request(`${APP_ORIGIN}/api/lists/${listUuid}/upload`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return { status: res.status, body: (await res.json()) as UploadResponse & ErrorBody };
}

const csv = (content: string): UploadFile => ({ name: 'plates.csv', type: 'text/csv', content });
const HEADER = 'plate,name,email,label,label2,labelHex,make,model,color,expiresAt';

describe('/api/lists guards', () => {
  itAnswers401WithoutSession([
    '/api/lists',
    '/api/lists/template.csv',
    `/api/lists/${UNKNOWN_UUID}`,
    `/api/lists/${UNKNOWN_UUID}/plates`,
    `/api/lists/${UNKNOWN_UUID}/plates.csv`,
    `/api/lists/${UNKNOWN_UUID}/plates/search?q=A`,
    `/api/lists/${UNKNOWN_UUID}/integration`,
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    const client = await expectNoOrganisationSelected(['/api/lists', `/api/lists/${UNKNOWN_UUID}`]);
    const res = await client.post<ErrorBody>('/api/lists', { name: 'X', type: 0 });
    expect(res.status).toBe(409);
  });

  it('refuses mutations from another origin or without one', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    for (const origin of [null, 'https://evil.example']) {
      const res = await client.post<ErrorBody>('/api/lists', { name: 'Evil', type: 0 }, { origin });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
    }
  });
});

describe('lists, plates and CSV (Northgate admin)', () => {
  let client: BffClient;
  let list: PlateList;

  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    const created = await client.post<PlateList>('/api/lists', {
      name: 'Handler test list',
      type: 0,
    });
    expect(created.status).toBe(201);
    list = created.body;
  });

  it('lists allow/hot/permit/integration lists, never time-limit ones', async () => {
    const res = await client.get<ListsResponse>('/api/lists');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.lists.length);
    expect(res.body.lists.some((l) => l.uuid === list.uuid)).toBe(true);
    expect(res.body.lists.every((l) => l.type !== 2)).toBe(true);
  });

  it('validates a new list readably', async () => {
    const noName = await client.post<ErrorBody>('/api/lists', { name: '  ', type: 0 });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Please enter a list name.');
    const badType = await client.post<ErrorBody>('/api/lists', { name: 'T', type: 2 });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe('Please choose Allow or Hot.');
  });

  it('renames a list', async () => {
    const res = await client.put<PlateList>(`/api/lists/${list.uuid}`, { name: 'Handler list' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Handler list');
  });

  it('adds a plate (normalised), finds it by plate and name, edits and deletes it', async () => {
    const added = await client.post<ListPlate>(`/api/lists/${list.uuid}/plates`, {
      plate: 'ab-12 3',
      name: 'Dana Test',
      labelHex: '#00ff00',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ plate: 'AB123', labelHex: '00FF00', name: 'Dana Test' });

    const past = await client.post<ErrorBody>(`/api/lists/${list.uuid}/plates`, {
      plate: 'OLD1',
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The expiry date cannot be in the past.');

    const byPlate = await client.get<PlateSearchResponse>(
      `/api/lists/${list.uuid}/plates/search?q=ab12`,
    );
    expect(byPlate.body.plates.map((p) => p.plate)).toContain('AB123');
    const byName = await client.get<PlateSearchResponse>(
      `/api/lists/${list.uuid}/plates/search?q=dana`,
    );
    expect(byName.body.plates.map((p) => p.plate)).toContain('AB123');
    const none = await client.get<PlateSearchResponse>(
      `/api/lists/${list.uuid}/plates/search?q=ZZZ999`,
    );
    expect(none.body.plates).toEqual([]);
    const blank = await client.get<ErrorBody>(`/api/lists/${list.uuid}/plates/search?q=`);
    expect(blank.status).toBe(400);

    const edited = await client.put<ListPlate>(
      `/api/lists/${list.uuid}/plates/${added.body.uuid}`,
      { plate: 'AB1234', name: 'Dana Edited' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.plate).toBe('AB1234');

    const gone = await client.del(`/api/lists/${list.uuid}/plates/${added.body.uuid}`);
    expect(gone.status).toBe(200);
  });

  it('serves the template (header only)', async () => {
    const res = await client.get<string>('/api/lists/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(String(res.body).trim()).toBe(HEADER);
  });

  it('replaces the plates from a CSV; formulas stay text and come back escaped', async () => {
    const res = await upload(client, list.uuid, [
      csv(
        [
          HEADER,
          'abc-123,=SUM(A1:A2),a@b.test,+Staff,@mention,#FF0000,Honda,Civic,Red,12/31/2030',
          ',No plate here,,,,,,,,',
          'XYZ9,-1+2,,,,,,,,2030-06-01',
          '  ,   ,,,,,,,,',
          'QQ1,Plain,,,,,,,,',
        ].join('\n'),
      ),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 3, skipped: 2 });

    const plates = await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`);
    expect(plates.body.count).toBe(3);
    const abc = plates.body.plates.find((p) => p.plate === 'ABC123');
    expect(abc).toMatchObject({ name: '=SUM(A1:A2)', label: '+Staff', label2: '@mention' });
    expect(abc?.labelHex).toBe('FF0000');

    const dl = await client.get<string>(`/api/lists/${list.uuid}/plates.csv`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-disposition')).toBe(
      'attachment; filename="handler-list-plates.csv"',
    );
    const rows = parse(String(dl.body), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(3);
    const row = rows.find((r) => r.plate === 'ABC123');
    expect(row?.name).toBe("'=SUM(A1:A2)");
    expect(row?.label).toBe("'+Staff");
    expect(row?.label2).toBe("'@mention");
    expect(rows.find((r) => r.plate === 'XYZ9')?.name).toBe("'-1+2");
  });

  it('refuses a wrong file type, two files, no file and a bad row', async () => {
    const wrong = await upload(client, list.uuid, [
      { name: 'plates.xlsx', type: 'application/octet-stream', content: 'x' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(messages.unsupportedFileType);
    const pdf = await upload(client, list.uuid, [
      { name: 'plates.csv', type: 'application/pdf', content: 'x' },
    ]);
    expect(pdf.status).toBe(400);

    const two = await upload(client, list.uuid, [csv(HEADER), csv(HEADER)]);
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('Please upload exactly one CSV file.');
    const none = await upload(client, list.uuid, []);
    expect(none.status).toBe(400);

    const badRow = await upload(client, list.uuid, [
      csv([HEADER, 'OK1,,,,,,,,,', 'BAD1,,not-an-email,,,,,,,'].join('\n')),
    ]);
    expect(badRow.status).toBe(400);
    expect(badRow.body.error.message).toBe('Row 3: Please enter a valid email address.');
    const badDate = await upload(client, list.uuid, [
      csv([HEADER, 'OK1,,,,,,,,,31.12.2030'].join('\n')),
    ]);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toMatch(/^Row 2: /);

    const after = await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`);
    expect(after.body.count).toBe(3);
  });

  it('keeps the old plates when a bad row comes after thousands streamed to the provider', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 7_000; i += 1)
      lines.push(`S${String(i).padStart(5, '0')},Owner ${i},,,,,,,,`);
    lines.push('BAD2,,still-not-an-email,,,,,,,');
    const res = await upload(client, list.uuid, [csv(lines.join('\n'))]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Row 7002: Please enter a valid email address.');
    const after = await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`);
    expect(after.body.count).toBe(3);
    expect(after.body.plates.map((p) => p.plate).sort()).toEqual(['ABC123', 'QQ1', 'XYZ9']);
  }, 60_000);

  it('refuses a file over 10 MB with 413', async () => {
    const big = `${HEADER}\n${'A1,'.padEnd(1000, 'x')}\n`.repeat(10_600);
    const res = await upload(client, list.uuid, [csv(big)]);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/at most 10 MB/);
  });

  it('takes a 50,000-row CSV and renders at most 2,500', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 50_000; i += 1) {
      lines.push(`P${String(i).padStart(6, '0')},Owner ${i},,Lot ${i % 7},,,,,,`);
    }
    const res = await upload(client, list.uuid, [csv(lines.join('\n'))]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 50_000, skipped: 0 });
    const plates = await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`);
    expect(plates.body.count).toBe(50_000);
    expect(plates.body.plates).toHaveLength(2500);
    expect(plates.body.limit).toBe(2500);
  }, 120_000);

  it('deletes the list', async () => {
    const res = await client.del(`/api/lists/${list.uuid}`);
    expect(res.status).toBe(200);
    const after = await client.get<ErrorBody>(`/api/lists/${list.uuid}`);
    expect(after.status).toBe(404);
  });
});

describe("another organisation's list", () => {
  let riverside: BffClient;
  let foreign: PlateList;
  let plate: ListPlate;

  beforeAll(async () => {
    riverside = await orgClient('super@demo.test', RIVERSIDE);
    foreign = (await riverside.post<PlateList>('/api/lists', { name: 'Riverside only', type: 1 }))
      .body;
    plate = (
      await riverside.post<ListPlate>(`/api/lists/${foreign.uuid}/plates`, { plate: 'RIV1' })
    ).body;
  });

  afterAll(async () => {
    await riverside.del(`/api/lists/${foreign.uuid}`);
  });

  it('is refused on every route to a Northgate admin', async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    const base = `/api/lists/${foreign.uuid}`;
    const answers = [
      await admin.get(base),
      await admin.put(base, { name: 'Mine' }),
      await admin.get(`${base}/plates`),
      await admin.get(`${base}/plates/search?q=RIV`),
      await admin.post(`${base}/plates`, { plate: 'HACK1' }),
      await admin.put(`${base}/plates/${plate.uuid}`, { plate: 'HACK2' }),
      await admin.del(`${base}/plates/${plate.uuid}`),
      await admin.get(`${base}/integration`),
      await admin.get(`${base}/plates.csv`),
      (await upload(admin, foreign.uuid, [csv(`${HEADER}\nHACK3,,,,,,,,,`)])) as {
        status: number;
      },
      await admin.del(base),
    ];
    for (const res of answers) expect([403, 404]).toContain(res.status);
    const lists = await admin.get<ListsResponse>('/api/lists');
    expect(lists.body.lists.some((l) => l.uuid === foreign.uuid)).toBe(false);
  });

  it('is refused to the super admin while Northgate is chosen', async () => {
    const superInNorthgate = await orgClient('super@demo.test', NORTHGATE);
    const res = await superInNorthgate.get<ErrorBody>(`/api/lists/${foreign.uuid}/plates`);
    expect(res.status).toBe(404);
    const still = await riverside.get<ListPlatesResponse>(`/api/lists/${foreign.uuid}/plates`);
    expect(still.body.plates.map((p) => p.plate)).toEqual(['RIV1']);
  });
});
