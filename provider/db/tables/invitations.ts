import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { organisations } from './organisations';

/** Pending invitations to join an organisation (used by the team issue). */
export const invitations = pgTable(
  'invitations',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [index('invitations_entity_uuid_idx').on(t.entityUuid)],
);

export type InvitationRow = typeof invitations.$inferSelect;
