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
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_entity_uuid_idx').on(t.entityUuid)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
