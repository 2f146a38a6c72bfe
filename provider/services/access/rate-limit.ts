import { createHash } from 'node:crypto';
import { lt, sql, type SQL } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import { rowsOf, type Db } from '../../db/types';
import { RateLimitedError } from '../../../platform/errors';
import type { LimitPolicy, LimitRule } from './rate-limit-policies';

export type { LimitPolicy } from './rate-limit-policies';
export { LIMITS } from './rate-limit-policies';

/**
 * The provider's rate limiter. Counters live in the rate_limits table (fixed windows), so every
 * provider instance on one PostgreSQL counts together. One statement upserts and counts all the
 * keys of an attempt (no read-then-write race: of N parallel attempts at most `limit` pass);
 * an attempt over a limit is refused with 429 RATE_LIMITED and Retry-After, and its counts are
 * given back (a refusal is not an attempt). What counts is the caller's choice:
 * - password guesses: `attempt.succeeded()` gives the count back and clears the
 *   account+address counter, so only failures stay counted;
 * - mails: every request that passed stays counted.
 */

/** Who is attempting: the account (e-mail, or another subject) and the client's address. */
export interface LimitSubject {
  account?: string;
  address: string;
}

export interface Attempt {
  /** The attempt proved the password: only failures count. */
  succeeded(): Promise<void>;
}

interface Counted {
  key: string;
  scope: 'account' | 'address' | 'accountAddress';
  rule: LimitRule;
  hits: number;
  resetAt: Date;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

function keysOf(policy: LimitPolicy, subject: LimitSubject) {
  const account = subject.account?.trim().toLowerCase();
  const address = subject.address;
  const keys: Array<Omit<Counted, 'hits' | 'resetAt'>> = [];
  const add = (scope: Counted['scope'], rule: LimitRule | undefined, subjectText: string) => {
    if (rule) keys.push({ key: `${policy.id}:${scope}:${hash(subjectText)}`, scope, rule });
  };
  if (account !== undefined) {
    add('accountAddress', policy.accountAddress, `${account}\n${address}`);
    add('account', policy.account, account);
  }
  add('address', policy.address, address);
  // One lock order for every statement: parallel upserts of the same keys cannot deadlock.
  return keys.sort((a, b) => (a.key < b.key ? -1 : 1));
}

const CLEANUP_EVERY_MS = 60_000;
const lastCleanup = new WeakMap<Db, number>();

/** Deletes ended windows, at most once a minute per process and database (index on reset_at). */
async function cleanUp(db: Db, now: Date): Promise<void> {
  const last = lastCleanup.get(db) ?? 0;
  if (now.getTime() - last < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now.getTime());
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

async function count(db: Db, keys: ReturnType<typeof keysOf>, now: Date): Promise<Counted[]> {
  const at = now.toISOString();
  const values = sql.join(
    keys.map(
      (k) =>
        sql`(${k.key}, 1, ${new Date(now.getTime() + k.rule.windowSeconds * 1000).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{ key: string; hits: number; reset_at: Date | string }>(
    await db.execute(sql`
      insert into rate_limits (key, hits, reset_at) values ${values}
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= ${at}::timestamptz then 1
                    else rate_limits.hits + 1 end,
        reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at
                        else rate_limits.reset_at end
      returning key, hits, reset_at`),
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((k) => {
    const row = byKey.get(k.key)!;
    return { ...k, hits: Number(row.hits), resetAt: new Date(row.reset_at) };
  });
}

/**
 * Gives one count back to each key, in the window it was counted in; `first` (a data-modifying
 * statement) runs in the same statement.
 */
async function giveBack(db: Db, counted: Counted[], first?: SQL): Promise<void> {
  if (counted.length === 0) return;
  const pairs = sql.join(
    counted.map((c) => sql`(${c.key}, ${c.resetAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    ${first ? sql`with first as (${first}) ` : sql``}update rate_limits set hits = hits - 1
    where hits > 0 and (key, reset_at) in (${pairs})`);
}

/**
 * Whether a counter over its limit lets this attempt through anyway: the per-account counter of
 * a policy that spares clean addresses, when this attempt is the only one counted for its
 * address (no recent failure from there, none in flight).
 */
function spared(policy: LimitPolicy, c: Counted, counted: Counted[]): boolean {
  if (c.scope !== 'account' || !policy.accountSparesCleanAddresses) return false;
  const address = counted.find((other) => other.scope === 'address');
  return address !== undefined && address.hits === 1;
}

/**
 * Counts one attempt of `subject` under `policy`; throws RateLimitedError (429, Retry-After)
 * when a limit is passed.
 */
export async function limitAttempt(
  db: Db,
  policy: LimitPolicy,
  subject: LimitSubject,
  now = new Date(),
): Promise<Attempt> {
  await cleanUp(db, now);
  const keys = keysOf(policy, subject);
  const counted = await count(db, keys, now);
  const over = counted.filter((c) => c.hits > c.rule.limit && !spared(policy, c, counted));
  if (over.length > 0) {
    await giveBack(db, counted);
    const waitMs = Math.max(...over.map((c) => c.resetAt.getTime() - now.getTime()));
    throw new RateLimitedError(policy.message, Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return {
    async succeeded() {
      const pair = counted.filter((c) => c.scope === 'accountAddress');
      const rest = counted.filter((c) => c.scope !== 'accountAddress');
      if (pair.length === 0) return giveBack(db, rest);
      const clear = sql`delete from rate_limits where key in (${sql.join(
        pair.map((c) => sql`${c.key}`),
        sql`, `,
      )})`;
      // One statement: clears the account+address counter and gives the others their count back.
      await (rest.length ? giveBack(db, rest, clear) : db.execute(clear));
    },
  };
}

/**
 * Runs a password check under `policy`: refused with 429 while limited (even the right
 * password; but see `accountSparesCleanAddresses`); a failure (`isFailure(error)`) stays
 * counted, anything else gives the count back.
 */
export async function withPasswordLimit<T>(
  db: Db,
  policy: LimitPolicy,
  subject: LimitSubject,
  check: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  const attempt = await limitAttempt(db, policy, subject);
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    if (!isFailure(error)) await attempt.succeeded();
    throw error;
  }
}
