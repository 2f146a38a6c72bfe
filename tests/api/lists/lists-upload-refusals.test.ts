import { gzipSync } from 'node:zlib';
import type { ListPlatesResponse, UploadResponse } from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';
import { handleBffRequest } from '@/server/bff/app';
import { APP_ORIGIN, type BffClient, type ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * Issue 10 item 9: a CSV upload with no recognised plate column, no data rows or that is not
 * text at all (a gzip renamed .csv, NUL bytes) is refused with a readable text, and the list
 * keeps its plates: an upload never empties a list.
 */
const HEADER = 'plate,name,email,label,label2,labelHex,make,model,color,expiresAt';
const NO_PLATE_COLUMN = `The CSV needs a header row with a plate column: ${HEADER}.`;
const NO_PLATES =
  'The CSV has no plates: put one plate per row under the header row. The list was left unchanged.';
const NOT_TEXT =
  'This file is not a CSV text file (it looks compressed or binary). Save it as CSV (comma separated values) and upload that file.';

async function upload(
  client: BffClient,
  listUuid: string,
  content: string | Uint8Array,
): Promise<{ status: number; body: UploadResponse & ErrorBody }> {
  const form = new FormData();
  const part = typeof content === 'string' ? content : Buffer.from(content);
  form.append('file', new File([part], 'plates.csv', { type: 'text/csv' }));
  const res = await handleBffRequest(
    new Request(`${APP_ORIGIN}/api/lists/${listUuid}/upload`, {
      method: 'POST',
      headers: {
        origin: APP_ORIGIN,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      },
      body: form,
    }),
  );
  return { status: res.status, body: (await res.json()) as UploadResponse & ErrorBody };
}

describe('a CSV upload that would empty the list', () => {
  let client: BffClient;
  let list: PlateList;
  const kept = async () =>
    (await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`)).body.plates
      .map((p) => p.plate)
      .sort();

  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    list = (await client.post<PlateList>('/api/lists', { name: 'Keep my plates', type: 0 })).body;
    const first = await upload(client, list.uuid, `${HEADER}\nKEEP1,,,,,,,,,\nKEEP2,,,,,,,,,\n`);
    expect(first.body).toEqual({ count: 2, skipped: 0 });
  }, 90_000);

  it.each([
    ['a header-only file without a plate column', 'foo,bar\n', NO_PLATE_COLUMN],
    ['a file without a plate column and with rows', 'foo,bar\n1,2\n3,4\n', NO_PLATE_COLUMN],
    ['an empty file', '', NO_PLATE_COLUMN],
    ['the template (header only)', `${HEADER}\n`, NO_PLATES],
    ['rows without plates only', `${HEADER}\n,Nobody,,,,,,,,\n  ,,,,,,,,,\n`, NO_PLATES],
    ['a gzip renamed .csv', gzipSync(`${HEADER}\nGZ1,,,,,,,,,\n`), NOT_TEXT],
    ['a text with NUL bytes', `${HEADER}\nNU\u00001,,,,,,,,,\n`, NOT_TEXT],
    ['a zip (xlsx) renamed .csv', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), NOT_TEXT],
  ])('refuses %s with 400 and keeps the plates', async (_, content, message) => {
    const res = await upload(client, list.uuid, content);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await kept()).toEqual(['KEEP1', 'KEEP2']);
  });

  it('still takes a file with plates (and skips rows without one)', async () => {
    const res = await upload(client, list.uuid, `${HEADER}\nNEW1,,,,,,,,,\n,skipped,,,,,,,,\n`);
    expect(res.body).toEqual({ count: 1, skipped: 1 });
    expect(await kept()).toEqual(['NEW1']);
  });
});

describe('a CSV in Windows-1252 (Excel on Windows; issue 18 item 8)', () => {
  it('is decoded, so names keep their accents and no replacement character is stored', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const list = (await client.post<PlateList>('/api/lists', { name: 'Latin-1 upload', type: 0 }))
      .body;
    // 'José Muñoz' and 'Café €5 “VIP”' as Windows-1252 bytes (é E9, ñ F1, € 80, “ 93, ” 94).
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}\nLAT1,Jos`),
      Buffer.from([0xe9]),
      Buffer.from(' Mu'),
      Buffer.from([0xf1]),
      Buffer.from('oz,,Caf'),
      Buffer.from([0xe9, 0x20, 0x80]),
      Buffer.from('5 '),
      Buffer.from([0x93]),
      Buffer.from('VIP'),
      Buffer.from([0x94]),
      Buffer.from(',,,,,,\n'),
    ]);
    const res = await upload(client, list.uuid, bytes);
    expect(res.body).toEqual({ count: 1, skipped: 0 });
    const { plates } = (await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`))
      .body;
    expect(plates.map((p) => [p.plate, p.name, p.label])).toEqual([
      ['LAT1', 'José Muñoz', 'Café €5 “VIP”'],
    ]);
  });

  it('still reads UTF-8 with a BOM as UTF-8', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const list = (await client.post<PlateList>('/api/lists', { name: 'UTF-8 upload', type: 0 }))
      .body;
    const res = await upload(client, list.uuid, `\uFEFF${HEADER}\nUTF1,José Muñoz,,,,,,,,\n`);
    expect(res.body).toEqual({ count: 1, skipped: 0 });
    const { plates } = (await client.get<ListPlatesResponse>(`/api/lists/${list.uuid}/plates`))
      .body;
    expect(plates.map((p) => p.name)).toEqual(['José Muñoz']);
  });
});
