import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { storedFiles } from './stored-files';

/** Brand details of an organisation's customer portals (permits, violations, meters). */
export const portalBrands = pgTable('portal_brands', {
  entityUuid: uuid('entity_uuid')
    .primaryKey()
    .references(() => organisations.uuid, { onDelete: 'cascade' }),
  brandTitle: text('brand_title'),
  brandColor: text('brand_color').notNull().default('ffffff'),
  accentColor: text('accent_color').notNull().default('ffffff'),
  logoFileUuid: uuid('logo_file_uuid').references(() => storedFiles.uuid, {
    onDelete: 'set null',
  }),
  logoVersion: integer('logo_version').notNull().default(0),
  isPrivate: boolean('is_private').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at'),
});
export type PortalBrandRow = typeof portalBrands.$inferSelect;
