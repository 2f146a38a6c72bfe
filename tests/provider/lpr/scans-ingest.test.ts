import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { scan, SCAN_IMAGE_MAX_BYTES } from '@/lib/contract';
import { alerts, listPlates, scans, storedFiles } from '@/provider/db/schema';
import { lotByKey, NORTHGATE_LOTS } from '@/provider/seed/world/campus';
import { call } from '../helpers';
import {
  JPEG_BYTES,
  openLprFixture,
  PNG_BYTES,
  uploadScan,
  type LprFixture,
} from '../../support/lpr';
import { multipartBody } from '../../support/multipart';
import { foundIn, jpegStarts, mpoLikeJpeg, pictureOf, SECRETS } from '../../support/images';

let fx: LprFixture;
let patrol: string;

beforeAll(async () => {
  fx = await openLprFixture();
  patrol = await fx.token('patrol');
});
afterAll(() => fx.close());

const visitorLot = lotByKey(NORTHGATE_LOTS, 'visitor');
const residenceLot = lotByKey(NORTHGATE_LOTS, 'residence');
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Far from every geofence of the demo. */
const OPEN_STREET = { latitude: 42.2601, longitude: -83.7101 };

function fields(extra: Record<string, string | number> = {}) {
  return {
    entityUUID: fx.northgate,
    plate: 'TST1000',
    capturedAt: minutesAgo(1),
    confidence: 0.93,
    ...OPEN_STREET,
    ...extra,
  };
}

const totals = async () => {
  const [row] = await fx.rows<{ scans: number; alerts: number }>(
    sql`select scans, alerts from scan_totals where entity_uuid = ${fx.northgate}`,
  );
  return { scans: Number(row.scans), alerts: Number(row.alerts) };
};

describe('POST /api/v1/scans: validation', () => {
  it('answers 401 without a token', async () => {
    const res = await call(fx.provider, 'POST', '/api/v1/scans');
    expect(res.status).toBe(401);
  });

  it('answers 400 for a body that is not multipart/form-data', async () => {
    const res = await call(fx.provider, 'POST', '/api/v1/scans', { token: patrol, body: fields() });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Send the request as multipart/form-data.');
  });

  it.each([
    ['a missing entityUUID', { entityUUID: '' }],
    ['a plate with symbols', { plate: 'AB$%12' }],
    ['a plate too long', { plate: 'A'.repeat(17) }],
    ['a confidence above 1', { confidence: 1.5 }],
    ['a latitude out of range', { latitude: 91 }],
    ['a capture time that is not a date', { capturedAt: 'yesterday' }],
  ])('answers 400 for %s', async (_, extra) => {
    const res = await uploadScan(fx.provider, { token: patrol, fields: fields(extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(res.json.error.message).toEqual(expect.any(String));
  });

  it('answers 400 for a capture time far in the future', async () => {
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ capturedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 for an image type other than JPEG, PNG or WebP', async () => {
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields(),
      image: { bytes: Uint8Array.from(Buffer.from('GIF89a....')), type: 'image/gif' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'The image must be a JPEG, PNG or WebP file (got image/gif).',
    );
  });

  it('answers 400 when the bytes are not the declared type (magic bytes)', async () => {
    const wrong = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields(),
      image: { bytes: JPEG_BYTES, type: 'image/png' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe(
      'The image is declared as image/png but its content is image/jpeg.',
    );
    const script = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields(),
      image: {
        bytes: Uint8Array.from(Buffer.from('<svg onload="alert(1)"/>')),
        type: 'image/jpeg',
      },
    });
    expect(script.status).toBe(400);
    expect(script.json.error.message).toBe('Please select a valid image file.');
  });

  it('answers 400 for an image above 5 MB, and stores nothing', async () => {
    const before = await totals();
    const big = new Uint8Array(SCAN_IMAGE_MAX_BYTES + 1);
    big.set(PNG_BYTES);
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields(),
      image: { bytes: big, type: 'image/png' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/too large.*at most 5 MB/);
    expect(await totals()).toEqual(before);
  });

  it('answers 400 for a streamed body over the limit without Content-Length', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields())) form.set(k, String(v));
    const big = new Uint8Array(SCAN_IMAGE_MAX_BYTES + 200_000);
    big.set(PNG_BYTES);
    form.set('image', new File([big], 'big.png', { type: 'image/png' }));
    const { body, contentType } = await multipartBody(form);
    const res = await fx.provider.fetch(
      new Request('http://provider/api/v1/scans', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${patrol}`,
          'content-type': contentType,
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/too large/);
  });

  it('answers 403 to a patrol of another organisation and to non-members', async () => {
    const other = await uploadScan(fx.provider, {
      token: await fx.token('rpatrol'),
      fields: fields(),
    });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('FORBIDDEN');
    const meters = await uploadScan(fx.provider, {
      token: await fx.token('meters'),
      fields: fields(),
    });
    expect(meters.status).toBe(403);
    const unknownOrg = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ entityUUID: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownOrg.status).toBe(403);
  });
});

describe('POST /api/v1/scans: ingestion', () => {
  it('stores a scan by the token user, normalising the plate', async () => {
    const before = await totals();
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: ' tst-2001 ' }),
    });
    expect(res.status).toBe(200);
    const body = scan.parse(res.json);
    expect(body).toMatchObject({
      plate: 'TST2001',
      capturedBy: 'Pat Lee',
      capturedByEmail: 'patrol@demo.test',
      capturedByUUID: fx.user['patrol@demo.test'],
      confidence: 0.93,
      lastSeen: null,
      isAlert: false,
      imgUrl: `/api/v1/scans/${body.uuid}/image/full`,
      plateImgUrl: `/api/v1/scans/${body.uuid}/image/plate`,
      // Northgate has hot lists: a plate on none of them is a valid hot-list result.
      listType: 1,
      alertDetail: { isValid: true, status: 'Valid', expiresAt: null, label1: null, label2: null },
    });
    expect(await totals()).toEqual({ scans: before.scans + 1, alerts: before.alerts });
  });

  it('raises an alert for a plate on a hot list, with its labels', async () => {
    const stolen = fx.list['Stolen Vehicles (Campus PD)'];
    const [entry] = await fx.provider.db
      .select()
      .from(listPlates)
      .where(eq(listPlates.listUuid, stolen))
      .limit(1);
    const before = await totals();
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: entry.plate }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      isAlert: true,
      listUUID: stolen,
      listName: 'Stolen Vehicles (Campus PD)',
      listType: 1,
      alertDetail: {
        isValid: false,
        status: 'Hotlist match',
        label1: entry.label,
        label2: entry.label2,
      },
    });
    const [alert] = await fx.provider.db
      .select()
      .from(alerts)
      .where(eq(alerts.scanUuid, res.json.uuid));
    expect(alert).toMatchObject({ entityUuid: fx.northgate, listUuid: stolen });
    expect(await totals()).toEqual({ scans: before.scans + 1, alerts: before.alerts + 1 });
    const page = await fx.get(
      'admin',
      `/api/v2/dashboard/${fx.northgate}/plates/offset/0?alert=true`,
    );
    expect(page.json.plates[0].uuid).toBe(res.json.uuid);
  });

  it('sets last_seen to the previous sighting of the plate', async () => {
    const first = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: 'TST3001', capturedAt: minutesAgo(30) }),
    });
    const second = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: 'TST3001', capturedAt: minutesAgo(2) }),
    });
    expect(first.json.lastSeen).toBeNull();
    expect(second.json.lastSeen).toBe(first.json.capturedAt);
  });

  it('flags a car parked past the visitor lot time limit', async () => {
    const inLot = { latitude: visitorLot.lat, longitude: visitorLot.lng };
    const plate = 'TST4001';
    const at = async (m: number) =>
      (
        await uploadScan(fx.provider, {
          token: patrol,
          fields: fields({ plate, capturedAt: minutesAgo(m), ...inLot }),
        })
      ).json;
    const chalk = await at(150);
    expect(chalk.alertDetail).toMatchObject({ isValid: true, status: 'Within timelimit' });
    expect(chalk.listName).toBe('Visitor 2 Hour Zone');
    expect((await at(80)).alertDetail.status).toBe('Within timelimit');
    const over = await at(5);
    expect(over).toMatchObject({
      isAlert: true,
      listType: 2,
      alertDetail: { isValid: false, status: 'Time limit exceeded' },
    });
    // The limit ran out 120 minutes after the chalk.
    expect(Date.parse(over.alertDetail.expiresAt)).toBe(
      Date.parse(chalk.capturedAt) + 120 * 60_000,
    );
  });

  it('flags a car without a residence permit in the residence-hall lot', async () => {
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: 'TST5001', latitude: residenceLot.lat, longitude: residenceLot.lng }),
    });
    expect(res.json).toMatchObject({
      isAlert: true,
      listName: 'Student Residence Permits',
      listType: 0,
      alertDetail: { isValid: false, status: 'Not on list' },
    });
  });

  it('stores an MPO / motion photo as one JPEG without EXIF, GPS, serial or comment (issue 25 item 4)', async () => {
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: 'TST6002' }),
      image: { bytes: await mpoLikeJpeg(), type: 'image/jpeg', name: 'plate.jpg' },
    });
    expect(res.status).toBe(200);
    const [row] = await fx.provider.db.select().from(scans).where(eq(scans.uuid, res.json.uuid));
    const [file] = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, row.imageFileUuid!));
    const bytes = (await fx.provider.storage.get(file.path))!;
    expect(foundIn(bytes, [...SECRETS, 'Exif'])).toEqual([]);
    expect(jpegStarts(bytes)).toBe(1);
  });

  it('stores an uploaded image and links it to the scan', async () => {
    const res = await uploadScan(fx.provider, {
      token: patrol,
      fields: fields({ plate: 'TST6001' }),
      image: { bytes: PNG_BYTES, type: 'image/png', name: 'plate.png' },
    });
    expect(res.status).toBe(200);
    const [row] = await fx.provider.db.select().from(scans).where(eq(scans.uuid, res.json.uuid));
    const [file] = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, row.imageFileUuid!));
    expect(file).toMatchObject({
      entityUuid: fx.northgate,
      contentType: 'image/png',
    });
    expect(file.path).toBe(`${fx.northgate}/${file.uuid}.png`);
    const stored = await fx.provider.storage.get(file.path);
    expect(file.size).toBe(stored!.byteLength);
    expect(await pictureOf(stored!)).toEqual(await pictureOf(PNG_BYTES));
  });
});
