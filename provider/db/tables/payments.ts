import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns';
import { organisations } from './organisations';

/** A portal payment in local test mode (permits, citations, meters); one per idempotency key. */
export const portalPayments = pgTable(
  'portal_payments',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was paid for (a permit's uuid …). */
    referenceUuid: uuid('reference_uuid'),
    subtotal: integer('subtotal').notNull(),
    convenienceFee: integer('convenience_fee').notNull(),
    total: integer('total').notNull(),
    net: integer('net').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('succeeded'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_payments_idempotency_idx').on(t.entityUuid, t.idempotencyKey),
    // The payments of one thing bought (a session's time-adds on Plate 360's timeline).
    index('portal_payments_reference_idx')
      .on(t.referenceUuid, t.createdAt.desc().nullsFirst())
      .where(sql`${t.referenceUuid} is not null`),
  ],
);
export type PortalPaymentRow = typeof portalPayments.$inferSelect;

/**
 * The purchase an idempotency key was first used for, per organisation (issue 25): every portal
 * purchase (meter session, time-add, permit checkout, notice payment) claims its key here first
 * in its transaction. The same purchase again is a replay; anything else with the key is refused.
 */
export const purchaseKeys = pgTable(
  'purchase_keys',
  {
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Kind, thing bought and quantity ('meter-pay:<meter>:<plate>:<minutes>', …). */
    purchase: text('purchase').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entityUuid, t.idempotencyKey] })],
);
