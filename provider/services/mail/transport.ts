import type { Transporter } from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema';

/** Where the worker hands a mail: SMTP, or the log when no SMTP server is configured. */
export interface MailTransport {
  /** Resolves when the mail was accepted; rejects with the reason otherwise. */
  send(mail: MailOutboxRow): Promise<void>;
}

/** SMTP waits (ms): a dead server fails the attempt soon; the worker retries it later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const transporters = new Map<string, Promise<Transporter>>();

function transporterFor(smtpUrl: string): Promise<Transporter> {
  let transporter = transporters.get(smtpUrl);
  if (!transporter) {
    transporter = import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    );
    transporters.set(smtpUrl, transporter);
  }
  return transporter;
}

/** Sends through the SMTP server at `smtpUrl` (nodemailer), from MAIL_FROM. */
export function smtpTransport(
  smtpUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): MailTransport {
  return {
    async send(mail) {
      const transporter = await transporterFor(smtpUrl);
      await transporter.sendMail({
        from: env.MAIL_FROM || 'Vert <no-reply@localhost>',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}

/**
 * Prints one line per mail to stdout, with what its reader acts on (its link, its one-time code),
 * so the demo runs end to end without SMTP; nothing with MAIL_LOG=silent.
 */
export function logTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  return {
    async send(mail) {
      if (env.MAIL_LOG === 'silent') return;
      const link = mail.link ? ` link=${mail.link}` : '';
      const code = mail.code ? ` code=${mail.code}` : '';
      console.log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}${link}${code}`);
    },
  };
}

/** SMTP_URL's server when set, else the log (read at each pass, so a changed env applies). */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env) : logTransport(env);
}
