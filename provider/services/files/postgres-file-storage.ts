import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { openPgPool } from '../../db/pg-pool';
import { fileBytes } from '../../db/tables/file-bytes';
import { checkKey, type FileStorage } from './file-storage';

/**
 * Connections of the storage's own pool. Its own, because uploads write their bytes while their
 * transaction holds a connection of the main pool: sharing that pool, a burst of uploads could
 * take every connection and wait forever for one more.
 */
export const FILE_POOL_MAX = 4;

/**
 * File bytes in PostgreSQL's file_bytes table (provider/db/tables/file-bytes.ts), used with
 * DATABASE_URL: every provider instance on the database reads what any other stored, with no
 * shared volume. Writes are atomic: a reader sees the whole file or none.
 */
export class PostgresFileStorage implements FileStorage {
  readonly kind = 'postgres';

  private constructor(
    private readonly pool: Pool,
    private readonly db: NodePgDatabase,
  ) {}

  static async open(databaseUrl: string): Promise<PostgresFileStorage> {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = await openPgPool(databaseUrl, FILE_POOL_MAX);
    return new PostgresFileStorage(pool, drizzle({ client: pool }));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const value = new Uint8Array(bytes);
    await this.db
      .insert(fileBytes)
      .values({ key: checkKey(key), contentType, bytes: value })
      .onConflictDoUpdate({ target: fileBytes.key, set: { contentType, bytes: value } });
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const [row] = await this.db
      .select({ bytes: fileBytes.bytes })
      .from(fileBytes)
      .where(eq(fileBytes.key, checkKey(key)))
      .limit(1);
    return row?.bytes ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(fileBytes).where(eq(fileBytes.key, checkKey(key)));
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
