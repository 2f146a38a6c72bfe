import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { noteMailQueued } from './queued-signal';

export interface OutgoingMail {
  /**
   * The organisation that sends it (null: the product's own mail, e.g. a password reset): data
   * requests list it, and the organisation's mail outbox retention removes it (issue 30).
   */
  entityUuid?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'reset_password'. */
  kind: string;
  /** The link the mail carries; printed in the log line when no SMTP server is configured. */
  link?: string;
  /** The one-time code the mail carries; printed in the log line like the link. */
  code?: string;
}

/**
 * Writes the mail to the outbox, nothing else: pass the transaction of the change the mail tells
 * about, so the mail exists exactly when that change commits. The mail worker
 * (provider/services/jobs) sends it after commit, through SMTP_URL or as a log line.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<MailOutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      entityUuid: mail.entityUuid ?? null,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      link: mail.link,
      code: mail.code,
    })
    .returning();
  noteMailQueued();
  return row;
}
