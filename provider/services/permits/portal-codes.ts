import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { permitEmailCodes } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';

/**
 * The permit portal's e-mail verification codes (spec 2: types with isEmailVerify). Six digits,
 * so a code must not be guessable by volume:
 * - one live code per (permit type, e-mail): asking again replaces the old code (and its tries);
 * - a code works for the type it was mailed for only;
 * - CODE_MAX_FAILURES wrong tries cancel it (counted outside the checkout's transaction, so a
 *   refused checkout cannot roll the count back);
 * - code mails to one address are capped per request burst and per day (LIMITS.portalCode*).
 */

export const CODE_MINUTES = 15;
export const CODE_MAX_FAILURES = 5;

export const WRONG_CODE = 'The verification code is wrong or expired.';
export const CODE_CANCELLED =
  'The verification code was entered wrongly too many times. Please ask for a new code.';

/** Which code: the permit type it was mailed for and the address it was mailed to. */
export interface CodeSubject {
  entityUuid: string;
  productUuid: string;
  email: string;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const wrongCode = (message = WRONG_CODE) => new ApiError(400, 'INVALID_CODE', message);

function ofSubject(subject: CodeSubject) {
  return and(
    eq(permitEmailCodes.entityUuid, subject.entityUuid),
    eq(permitEmailCodes.productUuid, subject.productUuid),
    eq(permitEmailCodes.email, subject.email.toLowerCase()),
  );
}

/** The subject's code that can still be used (unused, unexpired, below the wrong-try limit). */
function liveCodeOf(subject: CodeSubject) {
  return and(
    ofSubject(subject),
    isNull(permitEmailCodes.usedAt),
    gt(permitEmailCodes.expiresAt, new Date()),
    lt(permitEmailCodes.failedAttempts, CODE_MAX_FAILURES),
  );
}

/**
 * Counts a code mail to `email` (429 past the burst or the daily cap). The daily cap is checked
 * first; a request the burst limit refuses gives its daily count back (no mail was sent).
 */
export async function limitCodeMails(db: Db, email: string, address: string): Promise<void> {
  const daily = await limitAttempt(db, LIMITS.portalCodeDaily, { account: email, address });
  try {
    await limitAttempt(db, LIMITS.portalCode, { account: email, address });
  } catch (error) {
    await daily.succeeded();
    throw error;
  }
}

/** A new six-digit code for the subject; it replaces any earlier one (used or not). */
export async function issueCode(tx: DbOrTx, subject: CodeSubject): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = {
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    failedAttempts: 0,
    usedAt: null,
    createdAt: new Date(),
  };
  await tx
    .insert(permitEmailCodes)
    .values({ ...subject, email: subject.email.toLowerCase(), ...fresh })
    .onConflictDoUpdate({
      target: [permitEmailCodes.productUuid, permitEmailCodes.email],
      set: fresh,
    });
  return code;
}

/**
 * Counts a wrong try against the subject's live code, in its own statement before the checkout's
 * transaction (row-locked: parallel tries are counted one by one, so no more than
 * CODE_MAX_FAILURES are ever compared). Throws the refusal for a wrong code; a right code, or
 * no live code at all, passes here and is decided by `useCode` in the transaction.
 */
export async function countWrongCode(
  db: Db,
  subject: CodeSubject,
  code: string | undefined,
): Promise<void> {
  if (!code) return;
  const [counted] = await db
    .update(permitEmailCodes)
    .set({ failedAttempts: sql`${permitEmailCodes.failedAttempts} + 1` })
    .where(and(liveCodeOf(subject), ne(permitEmailCodes.codeHash, hashCode(code))))
    .returning({ failedAttempts: permitEmailCodes.failedAttempts });
  if (!counted) return;
  throw wrongCode(counted.failedAttempts >= CODE_MAX_FAILURES ? CODE_CANCELLED : WRONG_CODE);
}

/** Uses the subject's live code if `code` is it (in the checkout's transaction); else 400. */
export async function useCode(
  tx: DbOrTx,
  subject: CodeSubject,
  code: string | undefined,
): Promise<void> {
  if (!code) throw wrongCode();
  const used = await tx
    .update(permitEmailCodes)
    .set({ usedAt: new Date() })
    .where(and(liveCodeOf(subject), eq(permitEmailCodes.codeHash, hashCode(code))))
    .returning({ uuid: permitEmailCodes.uuid });
  if (used.length === 0) throw wrongCode();
}
