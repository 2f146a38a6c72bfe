import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { pendingUploads, permitProducts, permitsIssued, storedFiles } from '@/provider/db/schema';
import { PENDING_UPLOAD_TTL_MS, storeFile, sweepPendingUploads } from '@/provider/services/files';
import { multipartBody } from '@/server/provider-client/multipart';
import { call } from '../helpers';
import { openLprFixture, PNG_BYTES, type LprFixture } from '../../support/lpr';

/**
 * Gaps of the public permit portal's checkout (issue 12). Registration images: a type that
 * requires them takes images only, size-capped, with their metadata stripped, and refuses a
 * checkout without one. Same-day types count the day in the type's zone.
 */
let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

const PORTAL = '/api/v1/public/portal/northgate';
const SECRET = 'GPS 42.2808 N, device serial 12345';

/** PNG_BYTES with a tEXt chunk carrying SECRET after its header chunk. */
function pngWithText(): Uint8Array {
  const body = Buffer.from(`tEXtComment\0${SECRET}`, 'latin1');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([PNG_BYTES.subarray(0, 33), len, body, crc, PNG_BYTES.subarray(33)]);
}

async function upload(uuid: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(bytes)], { type }), 'registration');
  // As the BFF sends it: finished bytes, no Content-Length header, so the cap is met while reading.
  const { body, contentType } = await multipartBody(form);
  const res = await fx.provider.fetch(
    new Request(`http://provider${PORTAL}/permits/${uuid}/images`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }),
  );
  return { status: res.status, json: await res.json() };
}

async function product(name: string) {
  const [row] = await fx.provider.db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.name, name));
  return row;
}

const details = (key: string, regImageIds: string[] = []) => ({
  idempotencyKey: key,
  email: 'reg.images@example.com',
  fullname: 'Reggie Images',
  vehicle: { plate: 'REG 001', state: 'MI', make: 'FORD', model: 'FOCUS', color: 'GREY' },
  startAt: new Date(Date.now() + 86_400_000).toISOString(),
  regImageIds,
});

describe('registration images on the portal', () => {
  it('takes images only, for a type that requires them', async () => {
    const residence = await product('Student Residence (Semester)');
    const text = await upload(residence.uuid, new TextEncoder().encode('hello'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.json.error.message).toBe('Please select a valid image file.');
    const visitor = await product('Visitor Day Pass');
    const notWanted = await upload(visitor.uuid, PNG_BYTES, 'image/png');
    expect(notWanted.status).toBe(400);
    expect(notWanted.json.error.code).toBe('NO_IMAGES');
    const tooBig = await upload(residence.uuid, new Uint8Array(5.5 * 1024 * 1024), 'image/png');
    expect(tooBig.status).toBe(400);
  });

  it('stores the image without its metadata; the checkout needs one and keeps it', async () => {
    const residence = await product('Student Residence (Semester)');
    await fx.provider.db
      .update(permitProducts)
      .set({ isEmailVerify: false })
      .where(eq(permitProducts.uuid, residence.uuid));
    const path = `${PORTAL}/permits/${residence.uuid}/checkout`;

    const without = await call(fx.provider, 'POST', path, { body: details('reg-img-none') });
    expect(without.status).toBe(400);
    expect(without.json.error.message).toBe('Please upload a photo of your vehicle registration.');

    const tagged = pngWithText();
    expect(Buffer.from(tagged).includes(Buffer.from(SECRET))).toBe(true);
    const up = await upload(residence.uuid, tagged, 'image/png');
    expect(up.status).toBe(200);
    const [file] = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, up.json.fileUUID));
    const stored = await fx.provider.storage.get(file.path);
    expect(stored).toBeTruthy();
    expect(Buffer.from(stored!).includes(Buffer.from(SECRET))).toBe(false);
    expect(Buffer.from(stored!).subarray(0, 8)).toEqual(Buffer.from(PNG_BYTES.subarray(0, 8)));

    // Another organisation's file (or an unknown one) is no registration image of this checkout.
    const foreign = await call(fx.provider, 'POST', path, {
      body: details('reg-img-foreign', ['1b4e28ba-2fa1-4d3b-883f-0016d3cca427']),
    });
    expect(foreign.status).toBe(400);

    const ok = await call(fx.provider, 'POST', path, {
      body: details('reg-img-ok', [up.json.fileUUID]),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.paidStatus).toBe('waiting');
    const [permit] = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(eq(permitsIssued.uuid, ok.json.permitUUID));
    expect(permit.regImgFileUuids).toEqual([up.json.fileUUID]);

    // An upload is claimed once: another checkout cannot name the same image.
    const again = await call(fx.provider, 'POST', path, {
      body: details('reg-img-again', [up.json.fileUUID]),
    });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('REG_IMAGE_REQUIRED');
  });

  it("names only the portal's own uploads, not other stored images of the organisation", async () => {
    const residence = await product('Student Residence (Semester)');
    const path = `${PORTAL}/permits/${residence.uuid}/checkout`;
    const other = await storeFile(fx.provider.db, fx.provider.storage, {
      entityUuid: residence.entityUuid,
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    const res = await call(fx.provider, 'POST', path, {
      body: details('reg-img-not-uploaded', [other.uuid]),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('REG_IMAGE_REQUIRED');
  });

  it('sweeps the images of checkouts never sent after a day, bytes and all', async () => {
    const residence = await product('Student Residence (Semester)');
    const up = await upload(residence.uuid, PNG_BYTES, 'image/png');
    expect(up.status).toBe(200);
    const [file] = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, up.json.fileUUID));
    // Not yet a day old: kept.
    expect(await sweepPendingUploads(fx.provider.db, fx.provider.storage)).toBe(0);
    await fx.provider.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - PENDING_UPLOAD_TTL_MS - 60_000) })
      .where(eq(pendingUploads.fileUuid, file.uuid));
    expect(await sweepPendingUploads(fx.provider.db, fx.provider.storage)).toBe(1);
    const left = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, file.uuid));
    expect(left).toEqual([]);
    expect(await fx.provider.storage.get(file.path)).toBeFalsy();
  });
});

describe('same-day permits on the portal', () => {
  /**
   * A start on the customer's own day, in the type's zone, whose UTC date is another day: the
   * zone is chosen from the clock so that this holds whenever the test runs (UTC−12 after noon
   * UTC: the last minute of the local day is tomorrow in UTC; UTC+12 before noon UTC: the first
   * minute of the local day was yesterday in UTC).
   */
  function sameLocalDayOtherUtcDay(now: Date) {
    const hour = now.getUTCHours();
    const day = (offsetHours: number) => {
      const local = new Date(now.getTime() + offsetHours * 3_600_000);
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    };
    if (hour >= 12) {
      // Etc/GMT+12 is UTC−12: the local day ends at next local midnight = +12 h in UTC.
      const endOfLocalDay = day(-12) + 86_400_000 + 12 * 3_600_000 - 60_000;
      return { zone: 'Etc/GMT+12', start: new Date(endOfLocalDay) };
    }
    const startOfLocalDay = day(12) - 12 * 3_600_000 + 60_000;
    return { zone: 'Etc/GMT-12', start: new Date(startOfLocalDay) };
  }

  it("counts 'same day' in the type's time zone, not in UTC", async () => {
    const visitor = await product('Visitor Day Pass');
    const now = new Date();
    const { zone, start } = sameLocalDayOtherUtcDay(now);
    expect(start.toISOString().slice(0, 10)).not.toBe(now.toISOString().slice(0, 10));
    await fx.provider.db
      .update(permitProducts)
      .set({ timeZone: zone })
      .where(eq(permitProducts.uuid, visitor.uuid));
    const path = `${PORTAL}/permits/${visitor.uuid}/checkout`;
    const sameLocalDay = await call(fx.provider, 'POST', path, {
      body: { ...details('same-day-local'), regImageIds: [], startAt: start.toISOString() },
    });
    expect(sameLocalDay.status).toBe(200);
    // Two days on is another day in any zone.
    const later = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    const otherDay = await call(fx.provider, 'POST', path, {
      body: { ...details('same-day-other'), startAt: later },
    });
    expect(otherDay.status).toBe(400);
  });
});
