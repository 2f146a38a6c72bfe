import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [uniqueIndex('portal_payments_idempotency_idx').on(t.entityUuid, t.idempotencyKey)],
);
export type PortalPaymentRow = typeof portalPayments.$inferSelect;
