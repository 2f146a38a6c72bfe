import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * The outbox's side of the mail worker. A worker claims due mails in one short statement
 * (`FOR UPDATE SKIP LOCKED`, so several instances take different rows) that counts the attempt
 * and leases the mail (next_attempt_at pushed past the send), sends them outside any
 * transaction, then records the outcome. A worker that dies mid-send leaves its mails to be
 * taken again when the lease ends.
 */

/** The time `offsetMs` after `now`; the database's clock when `now` is not given. */
function after(now: Date | undefined, offsetMs: number): SQL {
  return now
    ? sql`${new Date(now.getTime() + offsetMs).toISOString()}::timestamptz`
    : sql`now() + ${offsetMs} * interval '1 millisecond'`;
}

const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

/** Takes up to `limit` due mails for `leaseMs`; answers them with the attempt counted. */
export async function claimDueMails(
  db: DbOrTx,
  opts: { limit: number; leaseMs: number; now?: Date },
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pending, lte(mailOutbox.nextAttemptAt, after(opts.now, 0))))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: after(opts.now, opts.leaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Records a sent mail. */
export async function markMailSent(db: DbOrTx, id: number, now?: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: after(now, 0), error: null })
    .where(and(eq(mailOutbox.id, id), pending));
}

/**
 * Records a failed attempt: the mail is tried again `retryInMs` later, or given up (failed_at)
 * when `retryInMs` is null.
 */
export async function markMailAttemptFailed(
  db: DbOrTx,
  id: number,
  error: string,
  retryInMs: number | null,
  now?: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { error, failedAt: after(now, 0) }
        : { error, nextAttemptAt: after(now, retryInMs) },
    )
    .where(and(eq(mailOutbox.id, id), pending));
}

export interface OutboxState {
  /** Mails waiting to be sent (new or to be retried). */
  pending: number;
  /** Seconds since the oldest waiting mail was written; null when none waits. */
  oldestPendingSeconds: number | null;
  /** Mails the worker gave up on. */
  failed: number;
}

/** The outbox backlog (health report, metrics): two index scans, no table scan. */
export async function outboxState(db: DbOrTx): Promise<OutboxState> {
  const [waiting] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(${mailOutbox.createdAt})))::int`,
    })
    .from(mailOutbox)
    .where(pending);
  const [failed] = await db
    .select({ failed: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.failedAt} is not null`);
  return {
    pending: Number(waiting?.pending ?? 0),
    oldestPendingSeconds: waiting?.oldest == null ? null : Math.max(0, Number(waiting.oldest)),
    failed: Number(failed?.failed ?? 0),
  };
}
