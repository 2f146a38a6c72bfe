import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createProvider, type Provider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { createFileStorage, importStoredFiles, storeFile } from '@/provider/services/files';
import { cloneTestDatabase, type TestDatabase } from '@/tests/support/test-database';

/**
 * `npm run files:import`: a deployment on PostgreSQL that kept its files in DATA_DIR/files moves
 * them into the database. With TEST_DATABASE_URL the target is PostgreSQL's file_bytes (the
 * provider opened with a database URL); on the embedded run, the provider's own storage.
 */
let database: TestDatabase | undefined;
let provider: Provider;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vert-import-'));
  if (process.env.TEST_DATABASE_URL) {
    database = await cloneTestDatabase(false);
    provider = await createProvider({
      databaseUrl: database.url,
      seed: false,
      sweepUploads: false,
    });
  } else {
    provider = await createProvider({ dataDir: 'memory://', seed: false, sweepUploads: false });
  }
});
afterAll(async () => {
  await provider?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('importStoredFiles', () => {
  it('copies every file the database names from the folder into the storage, skips and names the missing, and can run again', async () => {
    if (database) expect(provider.storage.kind).toBe('postgres');
    const folder = createFileStorage(dir);
    const [org] = await provider.db
      .insert(organisations)
      .values({ name: 'Import Lot' })
      .returning({ uuid: organisations.uuid });
    const files = [];
    for (const bytes of [[1, 2, 3], [4, 5], [6]]) {
      files.push(
        await storeFile(provider.db, folder, {
          entityUuid: org.uuid,
          bytes: Uint8Array.from(bytes),
          contentType: 'image/png',
        }),
      );
    }
    await folder.delete(files[2].path); // its bytes were lost on disk
    await folder.put(`${org.uuid}/${org.uuid}.png`, Uint8Array.from([9]), 'image/png'); // no row

    expect(await provider.storage.get(files[0].path)).toBeNull();
    const first = await importStoredFiles(provider.db, folder, provider.storage);
    expect(first).toEqual({ copied: 2, missing: 1, missingKeys: [files[2].path] });
    expect(Array.from((await provider.storage.get(files[0].path))!)).toEqual([1, 2, 3]);
    expect(Array.from((await provider.storage.get(files[1].path))!)).toEqual([4, 5]);
    expect(await provider.storage.get(`${org.uuid}/${org.uuid}.png`)).toBeNull();

    expect(await importStoredFiles(provider.db, folder, provider.storage)).toEqual(first);
    expect(Array.from((await provider.storage.get(files[0].path))!)).toEqual([1, 2, 3]);
  });
});
