import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** A plate list of an organisation (allow, hot, time limit, permit or integration). */
export const lists = pgTable(
  'lists',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    /** Short public id shown (and copied) on the list screen. */
    listId: text('list_id')
      .notNull()
      .unique()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    isCheckEach: boolean('is_check_each').notNull().default(false),
    /** Integration lists: the vendor, e.g. 'parkmobile'. */
    integrationEntity: text('integration_entity'),
    /** Time-limit lists: the rule in minutes (null or 0 = no rule). */
    minutes: integer('minutes'),
    /** Allow and hot lists: also match plates that differ only in look-alike characters (8/B …). */
    matchLookalikes: boolean('match_lookalikes').notNull().default(false),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lists_entity_type_idx').on(t.entityUuid, t.type),
    check('lists_type_valid', sql`${t.type} between 0 and 4`),
    check('lists_minutes_valid', sql`${t.minutes} is null or ${t.minutes} between 0 and 4320`),
  ],
);

export type ListRow = typeof lists.$inferSelect;
