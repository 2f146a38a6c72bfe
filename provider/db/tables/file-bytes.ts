import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A bytea column as bytes (node-postgres reads a Buffer, PGlite a Uint8Array: both copied out). */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The bytes of uploaded files when the provider runs on PostgreSQL (DATABASE_URL), keyed by the
 * storage key stored_files.path names (provider/services/files/postgres-file-storage.ts), so
 * provider instances share nothing but the database. Files are at most a few MB (images are
 * re-encoded and capped at upload). The embedded database keeps its files in DATA_DIR/files.
 * No foreign key: the bytes are written before their stored_files row (in the upload's
 * transaction), as with a folder or an object store.
 */
export const fileBytes = pgTable('file_bytes', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
