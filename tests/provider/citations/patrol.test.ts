import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { issuedCitationReceipt } from '@/lib/contract';
import {
  citationImages,
  citationLogs,
  citations,
  citationTypes,
  storedFiles,
} from '@/provider/db/schema';
import { isPatrolCall } from '@/server/provider-client/patrol-allow-list';
import type { CallResult, Json } from '../helpers';
import { onPostgres, withPeakConnections } from '../helpers';
import { JPEG_BYTES, openLprFixture, PNG_BYTES, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';
import { foundIn, jpegStarts, mpoLikeJpeg, SECRETS } from '../../support/images';

let fx: LprFixture;
let ng: string;
let typeByName: Map<string, { uuid: string; entityUuid: string }>;
beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  typeByName = new Map((await fx.provider.db.select().from(citationTypes)).map((t) => [t.name, t]));
}, 180_000);
afterAll(() => fx.close());

interface Photo {
  field: string;
  bytes: Uint8Array;
  type: string;
}

async function issue(
  token: string | null,
  fields: Record<string, string>,
  photos: Photo[] = [],
): Promise<CallResult<Json>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const p of photos) {
    form.set(
      p.field,
      new File([p.bytes as Uint8Array<ArrayBuffer>], 'photo.bin', { type: p.type }),
    );
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await fx.provider.fetch(
    new Request('http://provider/api/v1/citations', { method: 'POST', headers, body: form }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const meter = () => typeByName.get('Expired Meter')!.uuid;
const fields = (extra: Record<string, string> = {}) => ({
  entityUUID: ng,
  typeUUID: meter(),
  plate: 'abc 123',
  stateProv: 'MI',
  color: 'Blue',
  make: 'Honda',
  model: 'Civic',
  comments: 'Hazards on.',
  ...extra,
});

describe('patrol citation issue', () => {
  it('is on the dashboard origin allow-list', () => {
    expect(isPatrolCall('POST', '/api/v1/citations')).toBe(true);
    expect(isPatrolCall('GET', '/api/v1/citations')).toBe(false);
  });

  it('answers 401 without a token and 403 to another organisation’s patrol', async () => {
    expect((await issue(null, fields())).status).toBe(401);
    expect((await issue(await fx.token('rpatrol'), fields())).status).toBe(403);
  });

  it('issues the next notice with the type’s amounts, photos, the officer and an ISSUED log', async () => {
    const token = await fx.token('patrol');
    const res = await issue(token, fields(), [
      { field: 'photo1', bytes: PNG_BYTES, type: 'image/png' },
      { field: 'photo2', bytes: JPEG_BYTES, type: 'application/octet-stream' },
    ]);
    expect(res.status).toBe(200);
    const receipt = issuedCitationReceipt.parse(res.json);
    expect(receipt).toMatchObject({
      // Northgate's seeded notices end at 108004 (the Plate 360 demo plate's is the last).
      citationNumber: 108005,
      plate: 'ABC123',
      citationName: 'Expired Meter',
      officerName: 'Pat Lee',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: 10000,
      lateDays2: 30,
      paymentStatus: 'open',
      imageCount: 2,
    });
    const images = await fx.provider.db
      .select()
      .from(citationImages)
      .where(eq(citationImages.citationUuid, receipt.uuid));
    expect(images.map((i) => i.position).sort()).toEqual([0, 1]);
    const logs = await fx.provider.db
      .select()
      .from(citationLogs)
      .where(eq(citationLogs.citationUuid, receipt.uuid));
    expect(logs).toEqual([expect.objectContaining({ type: 'ISSUED', createdByName: 'Pat Lee' })]);
  });

  it('marks a never-used type used', async () => {
    const dock = typeByName.get('Blocking Loading Dock')!.uuid;
    const res = await issue(await fx.token('patrol'), fields({ typeUUID: dock }));
    expect(res.status).toBe(200);
    const [row] = await fx.provider.db
      .select()
      .from(citationTypes)
      .where(eq(citationTypes.uuid, dock));
    expect(row.isUsed).toBe(true);
  });

  it('refuses archived types (409), other organisations’ types and locations (404)', async () => {
    const token = await fx.token('patrol');
    const archived = await issue(
      token,
      fields({ typeUUID: typeByName.get('Overtime Parking (2-hour zone)')!.uuid }),
    );
    expect(archived.status).toBe(409);
    expect(archived.json.error.code).toBe('TYPE_ARCHIVED');
    const [foreign] = await fx.provider.db
      .insert(citationTypes)
      .values({ entityUuid: fx.riverside, name: 'Foreign', citationDescription: 'x', amount: 0 })
      .returning();
    expect((await issue(token, fields({ typeUUID: foreign.uuid }))).status).toBe(404);
    const location = await issue(
      token,
      fields({ locationUUID: '1b4e28ba-2fa1-4d3b-883f-0016d3cca427' }),
    );
    expect(location.status).toBe(404);
  });

  it('stores an MPO / motion photo as one JPEG without EXIF, GPS, serial or comment (issue 25 item 4)', async () => {
    const res = await issue(await fx.token('patrol'), fields(), [
      { field: 'photo1', bytes: await mpoLikeJpeg(), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    const [stored] = await fx.provider.db
      .select({ path: storedFiles.path, contentType: storedFiles.contentType })
      .from(citationImages)
      .innerJoin(storedFiles, eq(storedFiles.uuid, citationImages.fileUuid))
      .where(eq(citationImages.citationUuid, issuedCitationReceipt.parse(res.json).uuid));
    expect(stored.contentType).toBe('image/jpeg');
    const bytes = (await fx.provider.storage.get(stored.path))!;
    expect(foundIn(bytes, [...SECRETS, 'Exif'])).toEqual([]);
    expect(jpegStarts(bytes)).toBe(1);
  });

  it('checks photos by content, at most four, each capped', async () => {
    const token = await fx.token('patrol');
    const fake = await issue(token, fields(), [
      { field: 'photo1', bytes: new TextEncoder().encode('<svg></svg>'), type: 'image/png' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.json.error.code).toBe('INVALID_IMAGE');
    const five = await issue(token, fields(), [
      ...['photo1', 'photo2', 'photo3', 'photo4'].map((field) => ({
        field,
        bytes: PNG_BYTES,
        type: 'image/png',
      })),
      { field: 'photo5', bytes: PNG_BYTES, type: 'image/png' },
    ]);
    expect(five.status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const large = await issue(token, fields(), [
      { field: 'photo1', bytes: big, type: 'image/png' },
    ]);
    expect(large.status).toBe(400);
  });

  it('gives two (or six) concurrent issues distinct sequential numbers', async () => {
    const token = await fx.token('patrol');
    const tokens = [token, await fx.token('admin')];
    const before = await fx.provider.db
      .select({ n: citations.citationNumber })
      .from(citations)
      .where(eq(citations.entityUuid, ng));
    const max = Math.max(...before.map((r) => r.n));
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) => issue(tokens[i % 2], fields({ plate: `RACE${i}` }))),
      ),
    );
    expect(result.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = result.map((r) => r.json.citationNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((i) => max + i));
    if (onPostgres(fx.provider)) expect(peak).toBeGreaterThan(1);
    const rows = await fx.provider.db
      .select()
      .from(citations)
      .where(and(eq(citations.entityUuid, ng), eq(citations.plate, 'RACE0')));
    expect(rows).toHaveLength(1);
  });
});

describe('the citation log vocabulary', () => {
  it("stores every writer's entry type from the one vocabulary", async () => {
    await expectLogVocabulary(fx.provider.db, ['ISSUED']);
  });
});
