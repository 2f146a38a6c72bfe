import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns';
import { organisations } from './organisations';

/** A person who signs in (dashboard or patrol app). E-mail addresses are stored lowercased. */
export const users = pgTable(
  'users',
  {
    uuid: uuidPk(),
    email: text('email').notNull().unique(),
    fullname: text('fullname').notNull(),
    /** scrypt$N$r$p$salt$hash */
    passwordHash: text('password_hash').notNull(),
    isParkingOnly: boolean('is_parking_only').notNull().default(false),
    /** The organisation a super administrator started with (cannot be deleted). */
    originalEntityUuid: uuid('original_entity_uuid').references(() => organisations.uuid, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
