import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Every mail the provider sends is written here first (and sent when SMTP is configured). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is for, e.g. 'reset_password'. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_id_idx').on(t.to, t.id.desc().nullsFirst())],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
