import { sql } from 'drizzle-orm';
import { column, type RecordKind } from './record-kind';

/**
 * The mail the organisation sent to the e-mail address (receipts, permit decisions, appeal
 * answers, verification codes, invitations). Mail queued before the outbox recorded its
 * organisation, and the product's own mail (password resets), name none and are not included.
 */
export const mailKind: RecordKind = {
  kind: 'mail',
  label: 'Mail sent',
  about:
    'The mail the organisation sent to the address: when, subject, purpose, whether it was delivered, and its text.',
  rows: (scope) =>
    scope.email === null
      ? null
      : sql`select m.created_at as t, lpad(m.id::text, 20, '0') as k, m.id, m.to, m.subject,
          m.kind, case when m.sent_at is not null then 'sent'
            when m.failed_at is not null then 'failed' else 'waiting' end as status,
          m.sent_at, m.text
        from mail_outbox m
        where m.entity_uuid = ${scope.entity} and lower(m.to) = ${scope.email}`,
  columns: [
    column.number('Mail ID', 'id'),
    column.time('Queued at', 't'),
    column.text('To', 'to'),
    column.text('Subject', 'subject'),
    column.text('Purpose', 'kind'),
    column.text('Status', 'status'),
    column.time('Sent at', 'sent_at'),
    column.text('Text', 'text'),
  ],
};
