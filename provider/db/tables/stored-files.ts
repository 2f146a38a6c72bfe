import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns';
import { organisations } from './organisations';

/** Files kept by the provider's storage (scan images, logos …); the bytes live in the storage folder. */
export const storedFiles = pgTable(
  'stored_files',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 (hex) of the exact stored bytes (issue 30 item 4); null for files stored before. */
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_entity_uuid_idx').on(t.entityUuid)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * Files uploaded from a public page before the form that uses them is sent (a portal checkout's
 * registration images, an appeal's evidence …). The form claims them (deletes the row) in its own
 * transaction; a file nobody claimed within a day is swept with its bytes
 * (provider/services/files/pending-uploads.ts). Only a pending upload of the same purpose and
 * organisation can be claimed, and only once.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    fileUuid: uuid('file_uuid')
      .primaryKey()
      .references(() => storedFiles.uuid, { onDelete: 'cascade' }),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_uploads_created_idx').on(t.createdAt),
    // The per-organisation cap on unclaimed uploads counts one organisation's rows.
    index('pending_uploads_entity_idx').on(t.entityUuid, t.createdAt),
  ],
);
