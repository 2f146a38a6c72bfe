import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the provider keeps file bytes (scan images …), by a relative key such as
 * '<entity>/<uuid>.jpg'. The stored_files table holds what the bytes are; this holds the bytes.
 * An object store (S3, GCS …) can replace the local folder by implementing this interface.
 */
export interface FileStorage {
  /** 'local' | 'memory' | 'postgres' | an object store's name. */
  readonly kind: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Frees what the storage holds open (a connection pool), when it holds anything. */
  close?(): Promise<void>;
}

/** Keys are '<uuid>/<uuid>.<ext>': nothing that could climb out of the folder. */
const SAFE_KEY = /^[A-Za-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/** Files under <root> (DATA_DIR/files by default). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private fileOf(key: string) {
    return path.join(/*turbopackIgnore: true*/ this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write aside and rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      return new Uint8Array(await fs.readFile(this.fileOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }
}

/** Bytes in memory (DATA_DIR memory:// and tests). */
export class MemoryFileStorage implements FileStorage {
  readonly kind = 'memory';
  private readonly files = new Map<string, Uint8Array<ArrayBuffer>>();

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(checkKey(key), new Uint8Array(bytes));
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    return this.files.get(checkKey(key)) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(checkKey(key));
  }
}

/** memory:// → in memory; otherwise the folder <dataDir>/files. */
export function createFileStorage(dataDir: string): FileStorage {
  if (dataDir === 'memory://') return new MemoryFileStorage();
  // Folders chosen at run time (here and below): nothing for the build's file tracing to follow.
  return new LocalFileStorage(
    path.join(/*turbopackIgnore: true*/ path.resolve(/*turbopackIgnore: true*/ dataDir), 'files'),
  );
}
