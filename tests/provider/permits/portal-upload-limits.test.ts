import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pendingUploads, permitProducts, storedFiles } from '@/provider/db/schema';
import {
  claimUploads,
  holdUpload,
  PENDING_UPLOAD_BYTES_MAX,
  PENDING_UPLOAD_TTL_MS,
  PENDING_UPLOADS_MAX,
  startUploadSweeper,
  storeFile,
} from '@/provider/services/files';
import { multipartBody } from '@/server/provider-client/multipart';
import { openLprFixture, PNG_BYTES, type LprFixture } from '../../support/lpr';
import { describeImage, fakeJpeg, foundIn, mpoLikeJpeg, SECRETS } from '../../support/images';

/**
 * Issue 25 item 5: the public registration-image upload filled the disk with FFD8 FFDA + random
 * bytes. Now: decoded images only, a per-organisation cap on unclaimed uploads, and a tested
 * cleanup that runs periodically in the provider process and on demand.
 */
let fx: LprFixture;
let residence: { uuid: string; entityUuid: string };
beforeAll(async () => {
  fx = await openLprFixture();
  const [row] = await fx.provider.db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.name, 'Student Residence (Semester)'));
  residence = row;
}, 180_000);
afterAll(() => fx.close());

const PORTAL = '/api/v1/public/portal/northgate';
/** One upload as the BFF sends it (a handful in this file: under the per-address limit). */
async function upload(bytes: Uint8Array, type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(bytes)], { type }), 'registration');
  const { body, contentType } = await multipartBody(form);
  const res = await fx.provider.fetch(
    new Request(`http://provider${PORTAL}/permits/${residence.uuid}/images`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }),
  );
  return { status: res.status, json: await res.json() };
}

const storedCount = async () => {
  const [row] = await fx.provider.db
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(eq(storedFiles.entityUuid, residence.entityUuid));
  return Number(row.n);
};

/** Pending uploads made directly (a real image each), `ageMs` old. */
async function pending(count: number, ageMs = 0) {
  const files = [];
  for (let i = 0; i < count; i += 1) {
    const file = await storeFile(fx.provider.db, fx.provider.storage, {
      entityUuid: residence.entityUuid,
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    await holdUpload(fx.provider.db, file, 'permit-reg-image');
    files.push(file);
  }
  if (ageMs > 0) {
    await fx.provider.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(
        inArray(
          pendingUploads.fileUuid,
          files.map((f) => f.uuid),
        ),
      );
  }
  return files;
}

const clearPending = () =>
  fx.provider.db
    .delete(storedFiles)
    .where(
      inArray(
        storedFiles.uuid,
        fx.provider.db.select({ uuid: pendingUploads.fileUuid }).from(pendingUploads),
      ),
    );

const exists = async (file: { uuid: string; path: string }) => ({
  row: (await fx.provider.db.select().from(storedFiles).where(eq(storedFiles.uuid, file.uuid)))
    .length,
  bytes: (await fx.provider.storage.get(file.path)) !== null,
});

describe('registration image uploads (issue 25 item 5)', () => {
  it('refuses 5 MB of FFD8 FFDA + random bytes and stores nothing', async () => {
    const before = await storedCount();
    const res = await upload(fakeJpeg(5 * 1024 * 1024 - 100));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Please select a valid image file.');
    expect(await storedCount()).toBe(before);
  });

  it('stores an MPO / motion photo as one JPEG without EXIF, GPS, serial or comment', async () => {
    const res = await upload(await mpoLikeJpeg());
    expect(res.status).toBe(200);
    const [file] = await fx.provider.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, res.json.fileUUID));
    const bytes = (await fx.provider.storage.get(file.path))!;
    expect(file.contentType).toBe('image/jpeg');
    expect(foundIn(bytes, [...SECRETS, 'Exif'])).toEqual([]);
    expect(await describeImage(bytes)).toMatchObject({
      format: 'jpeg',
      exif: null,
      comments: null,
    });
    await clearPending();
  });

  it('caps the unclaimed uploads of one portal', async () => {
    await pending(PENDING_UPLOADS_MAX);
    const before = await storedCount();
    for (let i = 0; i < 2; i += 1) {
      const full = await upload(PNG_BYTES, 'image/png');
      expect(full.status).toBe(429);
      expect(full.json.error).toEqual({
        code: 'TOO_MANY_UPLOADS',
        message: 'Too many images are waiting on this portal. Please try again later.',
      });
    }
    expect(await storedCount()).toBe(before);
    await clearPending();
  });

  it('caps the bytes of the unclaimed uploads of one portal', async () => {
    const [big] = await pending(1);
    await fx.provider.db
      .update(storedFiles)
      .set({ size: PENDING_UPLOAD_BYTES_MAX - 10 })
      .where(eq(storedFiles.uuid, big.uuid));
    const full = await upload(PNG_BYTES, 'image/png');
    expect(full.status).toBe(429);
    await clearPending();
  });

  it('makes room by sweeping the expired uploads first', async () => {
    await pending(PENDING_UPLOADS_MAX, PENDING_UPLOAD_TTL_MS + 60_000);
    const res = await upload(PNG_BYTES, 'image/png');
    expect(res.status).toBe(200);
    await clearPending();
  });
});

describe('the cleanup of unclaimed uploads', () => {
  /** An old unclaimed, a fresh unclaimed and an old claimed upload. */
  async function three() {
    const [old] = await pending(1, PENDING_UPLOAD_TTL_MS + 60_000);
    const [fresh] = await pending(1);
    const [claimed] = await pending(1, PENDING_UPLOAD_TTL_MS + 60_000);
    await fx.provider.db.transaction((tx) =>
      claimUploads(tx, residence.entityUuid, 'permit-reg-image', [claimed.uuid]),
    );
    return { old, fresh, claimed };
  }

  it('runs on demand: removes old unclaimed files (row and bytes), keeps claimed and fresh ones', async () => {
    const { old, fresh, claimed } = await three();
    expect(await fx.provider.sweepUploads()).toBe(1);
    expect(await exists(old)).toEqual({ row: 0, bytes: false });
    expect(await exists(fresh)).toEqual({ row: 1, bytes: true });
    expect(await exists(claimed)).toEqual({ row: 1, bytes: true });
    expect(await fx.provider.sweepUploads()).toBe(0);
    await clearPending();
  });

  it('runs periodically in the provider process', async () => {
    const { old, fresh, claimed } = await three();
    const sweeper = startUploadSweeper(fx.provider.db, fx.provider.storage, 50);
    try {
      const until = Date.now() + 10_000;
      while ((await exists(old)).row === 1 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await sweeper.stop();
    }
    expect(await exists(old)).toEqual({ row: 0, bytes: false });
    expect(await exists(fresh)).toEqual({ row: 1, bytes: true });
    expect(await exists(claimed)).toEqual({ row: 1, bytes: true });
    const left = await fx.provider.db
      .select()
      .from(pendingUploads)
      .where(and(eq(pendingUploads.entityUuid, residence.entityUuid)));
    expect(left.map((p) => p.fileUuid)).toEqual([fresh.uuid]);
    await clearPending();
  });
});
