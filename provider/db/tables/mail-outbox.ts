import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';

/**
 * Every mail the provider sends is written here first, in the transaction of the change it tells
 * about; the mail worker (provider/services/jobs) sends it after commit, retries with backoff and
 * records the outcome. A row is pending while sent_at and failed_at are both null.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * The organisation that sent it (a receipt, an appeal answer, a permit decision, an
     * invitation); null for the product's own mail (password resets) and mail queued before it
     * was recorded. A person's data request lists the mail an organisation sent to an address;
     * the organisation's retention setting removes it (null: kept under the default horizon).
     */
    entityUuid: uuid('entity_uuid').references(() => organisations.uuid, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is for, e.g. 'reset_password'. */
    kind: text('kind').notNull(),
    /** The link the mail carries; printed in the log line when no SMTP server is configured. */
    link: text('link'),
    /** The one-time code the mail carries; printed in the log line like the link. */
    code: text('code'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** The last sending error (null after a success). */
    error: text('error'),
    /** How many times a worker took the mail to send it. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next (a taken mail is leased: pushed forward while it is sent). */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set when the last attempt failed: the worker gives up. */
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    index('mail_outbox_to_id_idx').on(t.to, t.id.desc().nullsFirst()),
    index('mail_outbox_entity_to_idx').on(t.entityUuid, sql`lower(${t.to})`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_entity_created_idx').on(t.entityUuid, t.createdAt),
    index('mail_outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
