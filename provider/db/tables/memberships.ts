import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

export const memberRoles = ['superadmin', 'admin', 'patrol'] as const;
export type MemberRoleValue = (typeof memberRoles)[number];

/** A user's place in an organisation: role, officer id, active flag. */
export const memberships = pgTable(
  'memberships',
  {
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    officerId: text('officer_id').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isScansIncluded: boolean('is_scans_included').notNull().default(true),
    lastLogin: timestamptz('last_login'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entityUuid, t.userUuid] }),
    index('memberships_user_uuid_idx').on(t.userUuid),
    check('memberships_role_valid', sql`${t.role} in ('superadmin', 'admin', 'patrol')`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
