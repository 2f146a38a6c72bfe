import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { organisations, storedFiles } from '@/provider/db/schema';
import { holdUpload, storeFile, sweepExpiredUploads } from '@/provider/services/files';
import { cloneTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { describeOnPostgres } from '@/tests/support/describe-on-postgres';
import { pictureOf } from '../../support/images';
import { PNG_BYTES, RIVERSIDE } from '../../support/lpr';
import { loginAs } from '../helpers';

/**
 * N provider instances share nothing but the database (issue 26 item 6): with a database URL the
 * uploaded files' bytes live in PostgreSQL, so what one instance stores another serves, and the
 * unclaimed-upload sweep of any instance removes them. Runs in the PostgreSQL pass
 * (TEST_DATABASE_URL; CI runs it): the embedded database is one process by design.
 */
describeOnPostgres('files shared by provider instances on PostgreSQL', () => {
  let database: TestDatabase;
  let a: Provider;
  let b: Provider;
  let riverside: string;

  beforeAll(async () => {
    database = await cloneTestDatabase(true);
    [a, b] = await Promise.all(
      [1, 2].map(() =>
        createProvider({ databaseUrl: database.url, seed: false, sweepUploads: false }),
      ),
    );
    const [org] = await a.db
      .select({ uuid: organisations.uuid })
      .from(organisations)
      .where(eq(organisations.name, RIVERSIDE));
    riverside = org.uuid;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  const logo = async (provider: Provider, method: 'GET' | 'PUT', body?: FormData) =>
    provider.fetch(
      new Request(`http://provider/api/v1/portal/${riverside}/brand/image`, {
        method,
        headers: { authorization: `Bearer ${await loginAs(provider, 'super@demo.test')}` },
        body,
      }),
    );

  it('keeps the bytes in PostgreSQL', () => {
    expect(a.storage.kind).toBe('postgres');
    expect(b.storage.kind).toBe('postgres');
  });

  it('serves from one instance the logo uploaded through another', async () => {
    const form = new FormData();
    form.append(
      'image',
      new Blob([PNG_BYTES as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      'logo',
    );
    expect((await logo(a, 'PUT', form)).status).toBe(200);
    const got = await logo(b, 'GET');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(new Uint8Array(await got.arrayBuffer()))).toEqual(
      await pictureOf(PNG_BYTES),
    );
  });

  it('sweeps on one instance an unclaimed upload another stored: row and bytes', async () => {
    const file = await storeFile(a.db, a.storage, {
      entityUuid: riverside,
      bytes: Uint8Array.from([1, 2, 3]),
      contentType: 'image/jpeg',
    });
    await holdUpload(a.db, file, 'test');
    expect(Array.from((await b.storage.get(file.path))!)).toEqual([1, 2, 3]);

    const dayAfter = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepExpiredUploads(b.db, b.storage, dayAfter)).toBeGreaterThanOrEqual(1);
    expect(await a.storage.get(file.path)).toBeNull();
    expect(await a.db.select().from(storedFiles).where(eq(storedFiles.uuid, file.uuid))).toEqual(
      [],
    );
  });
});
