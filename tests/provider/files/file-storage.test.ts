import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createFileStorage,
  openFileStorage,
  PostgresFileStorage,
  type FileStorage,
} from '@/provider/services/files';
import { cloneTestDatabase } from '@/tests/support/test-database';

/**
 * The FileStorage contract (put / get / delete by key) on every kind: the folder and memory of
 * the embedded database, and PostgreSQL's file_bytes table (with TEST_DATABASE_URL; CI runs it).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Kind {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: 'memory',
    open: async () => ({ storage: createFileStorage('memory://'), close: async () => {} }),
  },
  {
    name: 'local',
    open: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vert-files-'));
      return {
        storage: createFileStorage(dir),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];
if (onPostgres) {
  kinds.push({
    name: 'postgres',
    open: async () => {
      const database = await cloneTestDatabase(false);
      const storage = await openFileStorage({ databaseUrl: database.url });
      return {
        storage,
        close: async () => {
          await storage.close?.();
          await database.drop();
        },
      };
    },
  });
}

const keyOf = (ext = 'jpg') => `${randomUUID()}/${randomUUID()}.${ext}`;

describe.each(kinds)('the $name file storage', (kind) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await kind.open());
  });
  afterAll(() => close());

  it('answers the bytes it was given, also for a 5 MB file', async () => {
    const small = Uint8Array.from([0, 1, 2, 255, 0, 127]);
    const large = new Uint8Array(randomBytes(5 * 1024 * 1024));
    const [a, b] = [keyOf('png'), keyOf()];
    await storage.put(a, small, 'image/png');
    await storage.put(b, large, 'image/jpeg');
    const got = await storage.get(a);
    expect(got).toBeInstanceOf(Uint8Array);
    expect(Array.from(got!)).toEqual(Array.from(small));
    expect(Buffer.from((await storage.get(b))!).equals(Buffer.from(large))).toBe(true);
  });

  it('replaces the bytes when the key is written again', async () => {
    const key = keyOf();
    await storage.put(key, Uint8Array.from([1, 2, 3]), 'image/jpeg');
    await storage.put(key, Uint8Array.from([9]), 'image/jpeg');
    expect(Array.from((await storage.get(key))!)).toEqual([9]);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await storage.get(keyOf())).toBeNull();
  });

  it('deletes the bytes, and deleting a missing key is fine', async () => {
    const key = keyOf();
    await storage.put(key, Uint8Array.from([7, 7]), 'image/jpeg');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(keyOf())).resolves.toBeUndefined();
  });

  it('refuses a key that is not <uuid>/<uuid>.<ext>', async () => {
    for (const bad of ['../etc/passwd', 'a/b/c.jpg', 'a/b', '/a/b.jpg']) {
      await expect(storage.put(bad, Uint8Array.from([1]), 'image/jpeg')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(bad)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(bad)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('openFileStorage: the storage beside the database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vert-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the embedded folder (DATA_DIR/files), memory for memory://, and PostgreSQL with a database URL', async () => {
    const local = await openFileStorage({ dataDir: dir });
    expect(local.kind).toBe('local');
    const key = keyOf();
    await local.put(key, Uint8Array.from([4, 2]), 'image/jpeg');
    expect(Array.from(await readFile(path.join(dir, 'files', ...key.split('/'))))).toEqual([4, 2]);
    expect((await openFileStorage({ dataDir: 'memory://' })).kind).toBe('memory');
    // The pool connects on first use: opening needs no server.
    const pg = await openFileStorage({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    expect(pg).toBeInstanceOf(PostgresFileStorage);
    expect(pg.kind).toBe('postgres');
    await pg.close?.();
  });
});
