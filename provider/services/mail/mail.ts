import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { logger } from '../../http/log';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'reset_password'. */
  kind: string;
  /** The link the mail carries; printed in the log line when no SMTP server is configured. */
  link?: string;
}

const transports = new Map<string, Promise<Transporter>>();

function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
    transports.set(smtpUrl, transport);
  }
  return transport;
}

async function deliver(db: DbOrTx, row: MailOutboxRow, smtpUrl: string): Promise<void> {
  try {
    const transport = await transportFor(smtpUrl);
    await transport.sendMail({
      from: process.env.MAIL_FROM || 'Vert <no-reply@localhost>',
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    });
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('sending mail failed', { mail: row.id, error: { message } });
    await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row.id));
  }
}

/**
 * Writes the mail to the outbox, then sends it through SMTP_URL (nodemailer) when set, recording
 * sent_at or error. Without SMTP it prints one log line (unless MAIL_LOG=silent).
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<MailOutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
    })
    .returning();
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    await deliver(db, row, smtpUrl);
  } else if (process.env.MAIL_LOG !== 'silent') {
    const link = mail.link ? ` link=${mail.link}` : '';
    console.log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}${link}`);
  }
  return row;
}
