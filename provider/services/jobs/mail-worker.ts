import type { Db } from '../../db/types';
import { errorFields, logger } from '../../../platform/log';
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  transportFromEnv,
  type MailTransport,
} from '../mail';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './backoff';

/** How often the worker looks for due mail (env MAIL_POLL_SECONDS, default 5). */
export function mailPollMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.MAIL_POLL_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 5) * 1000;
}

export interface MailWorkerOptions {
  /** Poll interval; null: only when kicked or run (tests). Default mailPollMs(). */
  pollMs?: number | null;
  /** Mails taken per claim. */
  batch?: number;
  /** How long a taken mail is kept from other workers while it is sent. */
  leaseMs?: number;
  retry?: RetryPolicy;
  /** Where mails go; default SMTP_URL's server or the log (read at each pass). */
  transport?: () => MailTransport;
  /** The worker's clock; default the database's (tests move it forward). */
  now?: () => Date | undefined;
}

export interface MailWorker {
  /** Asks for a pass soon (after a commit that queued mail); never throws. */
  kick(): void;
  /** Runs a pass now (after the running one); answers how many mails were handed over. */
  runNow(): Promise<number>;
  /** Stops polling and waits for the running pass. */
  stop(): Promise<void>;
}

const BATCH = 20;
/** Longer than a send may take (SMTP timeouts: 10 s connect + 10 s greeting + 30 s socket). */
const LEASE_MS = 2 * 60_000;
/** One pass stops after this many claims (the next pass goes on). */
const MAX_CLAIMS = 50;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The mail worker of this provider process: sends the outbox's due mails after commit, retries
 * failures with backoff (attempts, next_attempt_at, error) and gives up after the last attempt
 * (failed_at). Runs every few seconds, when kicked, and once at start. One pass at a time per
 * worker; several workers (instances) claim different rows.
 */
export function startMailWorker(db: Db, opts: MailWorkerOptions = {}): MailWorker {
  const batch = opts.batch ?? BATCH;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const retry = opts.retry ?? defaultRetryPolicy;
  const transportOf = opts.transport ?? (() => transportFromEnv());
  const now = opts.now ?? (() => undefined);

  async function deliver(transport: MailTransport, mail: Parameters<MailTransport['send']>[0]) {
    try {
      await transport.send(mail);
    } catch (error) {
      const message = messageOf(error);
      const retryIn = retryDelayMs(mail.attempts, retry);
      logger.error(retryIn === null ? 'sending mail failed, giving up' : 'sending mail failed', {
        mail: mail.id,
        attempts: mail.attempts,
        error: { message },
      });
      await markMailAttemptFailed(db, mail.id, message, retryIn, now());
      return 0;
    }
    await markMailSent(db, mail.id, now());
    return 1;
  }

  async function pass(): Promise<number> {
    const transport = transportOf();
    let sent = 0;
    for (let i = 0; i < MAX_CLAIMS && !stopped; i += 1) {
      const mails = await claimDueMails(db, { limit: batch, leaseMs, now: now() });
      for (const mail of mails) sent += await deliver(transport, mail);
      if (mails.length < batch) break;
    }
    return sent;
  }

  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let waiting: Promise<number> | null = null;
  const runNow = (): Promise<number> => {
    if (waiting) return waiting; // a pass that has not started yet sees this mail too
    const next = running
      .catch(() => 0)
      .then(() => {
        waiting = null;
        return stopped ? 0 : pass();
      });
    waiting = next;
    running = next;
    return next;
  };
  const kick = () => {
    runNow().catch((error: unknown) => logger.error('mail worker pass failed', errorFields(error)));
  };

  const pollMs = opts.pollMs === undefined ? mailPollMs() : opts.pollMs;
  const timer = pollMs === null ? null : setInterval(kick, pollMs);
  timer?.unref();
  kick(); // mails left by a previous run
  return {
    kick,
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
