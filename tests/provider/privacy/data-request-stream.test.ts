/**
 * The data-request ZIP is streamed (issue 30 item 5): rows are read a page at a time and images
 * one at a time, each only when the reader has taken what came before — a reader that stops
 * reading stops the reads, so memory holds one page or one image, whatever the export's size.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { EXPORT_PAGE_ROWS } from '@/provider/services/privacy';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { storeImage, unzip } from '../../support/data-request';

const PLATE = 'BULK0042';
const SCANS = EXPORT_PAGE_ROWS * 6 + 17;
const IMAGES = 4;

let fx: LprFixture;
const imageBytes: Uint8Array[] = [];

beforeAll(async () => {
  fx = await openLprFixture();
  await fx.rows(sql`insert into scans (entity_uuid, plate, captured_at, confidence, latitude, longitude)
    select ${fx.northgate}, ${PLATE}, now() - (g || ' minutes')::interval, 0.9, 42.28, -83.74
    from generate_series(1, ${SCANS - IMAGES}) as g`);
  for (let i = 0; i < IMAGES; i += 1) {
    const bytes = Uint8Array.from({ length: 256 * 1024 }, (_, j) => (j * 31 + i) % 251);
    imageBytes.push(bytes);
    const file = await storeImage(fx.provider, fx.northgate, bytes);
    await fx.rows(sql`insert into scans (entity_uuid, plate, captured_at, confidence, latitude,
      longitude, image_file_uuid) values (${fx.northgate}, ${PLATE}, now(), 0.9, 42.28, -83.74, ${file})`);
  }
}, 120_000);
afterAll(() => fx.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the data-request ZIP', () => {
  it('reads the next page or image only when the reader has taken the last one', async () => {
    const execute = jest.spyOn(fx.provider.db, 'execute');
    const get = jest.spyOn(fx.provider.storage, 'get');
    const res = await fx.provider.fetch(
      new Request(
        `http://provider/api/v1/privacy/${fx.northgate}/data-request/export?plate=${PLATE}`,
        {
          headers: { authorization: `Bearer ${await fx.token('super')}` },
        },
      ),
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    const take = async () => {
      const next = await reader.read();
      if (!next.done) chunks.push(next.value);
      return !next.done;
    };

    // Answered, one chunk taken: a reader that waits gets no more reads of the database.
    await take();
    await settle();
    const afterFirst = execute.mock.calls.length;
    await settle();
    expect(execute.mock.calls.length).toBe(afterFirst);
    expect(get).not.toHaveBeenCalled();

    // Read on until the first image is read from storage: the next one waits for the reader.
    while (get.mock.calls.length === 0 && (await take()));
    await settle();
    expect(get).toHaveBeenCalledTimes(1);

    while (await take());
    expect(get).toHaveBeenCalledTimes(IMAGES);
    // The scans were read in pages, never all at once.
    const pageReads = execute.mock.calls.length - afterFirst;
    expect(pageReads).toBeGreaterThanOrEqual(Math.ceil(SCANS / EXPORT_PAGE_ROWS));

    const zip = unzip(Buffer.concat(chunks));
    const scans = zip.csv('scans.csv');
    expect(scans).toHaveLength(SCANS);
    expect(new Set(scans.map((r) => r['Scan ID'])).size).toBe(SCANS);
    const images = zip.names.filter((n) => n.startsWith('scans/'));
    expect(images).toHaveLength(IMAGES);
    // Byte for byte (Buffer.equals: jest's deep equality walks 256 KB element by element).
    const stored = images.map((n) => Buffer.from(zip.file(n)));
    for (const bytes of imageBytes) {
      expect(stored.some((file) => file.equals(bytes))).toBe(true);
    }
    execute.mockRestore();
    get.mockRestore();
  });

  it('stops reading when the reader goes away', async () => {
    const get = jest.spyOn(fx.provider.storage, 'get');
    const res = await fx.provider.fetch(
      new Request(
        `http://provider/api/v1/privacy/${fx.northgate}/data-request/export?plate=${PLATE}`,
        {
          headers: { authorization: `Bearer ${await fx.token('super')}` },
        },
      ),
    );
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await settle();
    expect(get).not.toHaveBeenCalled();
    get.mockRestore();
  });
});
