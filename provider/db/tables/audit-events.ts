import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/**
 * The product-wide audit trail: who changed what, when. The actor's name and e-mail are copied
 * so the record stays readable after the account is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityUuid: uuid('entity_uuid').references(() => organisations.uuid, { onDelete: 'cascade' }),
    actorUuid: uuid('actor_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. member.deactivated, member.role_changed, invitation.created */
    action: text('action').notNull(),
    /** What the action was on: a user uuid, an invitation uuid … */
    targetUuid: uuid('target_uuid'),
    /** The plate the action was about or looked up (normalised), for the audit log's plate filter. */
    plate: text('plate'),
    /** The fields that changed ({ field: { from, to } }) or other facts of the action. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_created_idx').on(t.entityUuid, t.createdAt.desc().nullsFirst()),
    index('audit_events_target_idx').on(t.targetUuid),
    index('audit_events_entity_plate_created_idx').on(
      t.entityUuid,
      t.plate,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
