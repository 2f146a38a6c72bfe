import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { resetCodes, users } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { addMinutes, RESET_CODE_MINUTES } from '../constants';
import { queueMail, resetPasswordMail } from '../mail';
import { hashPassword } from './passwords';
import { LIMITS, limitAttempt, withPasswordLimit } from '../access';
import { revokeUserSessions } from './sessions';
import { findUserByEmail } from './users';

/** A random, url-safe code (43 characters). */
export const newResetCode = () => randomBytes(32).toString('base64url');

/**
 * For a known address: a reset code (valid 30 minutes) and the mail. Unknown addresses: nothing.
 * Every request counts against LIMITS.resetMail (known and unknown addresses alike); past it the
 * answer is 429 RATE_LIMITED and no mail is queued.
 */
export async function sendResetEmail(
  db: Db,
  email: string,
  address: string,
): Promise<{ ok: true }> {
  await limitAttempt(db, LIMITS.resetMail, { account: email, address });
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: true };
  const code = await issueResetCode(db, user.uuid);
  await queueMail(db, resetPasswordMail(user.email, user.fullname, code));
  return { ok: true };
}

/**
 * A new one-time reset code for the user, usable for `minutes` (RESET_CODE_MINUTES unless told):
 * the reset mail's, and the first-run setup's password-set link.
 */
export async function issueResetCode(
  db: DbOrTx,
  userUuid: string,
  minutes = RESET_CODE_MINUTES,
): Promise<string> {
  const code = newResetCode();
  await db.insert(resetCodes).values({
    code,
    userUuid,
    expiresAt: addMinutes(new Date(), minutes),
  });
  return code;
}

const usable = (code: string) =>
  and(eq(resetCodes.code, code), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, new Date()));

const isBadCode = (error: unknown) =>
  error instanceof ApiError && error.code === 'INVALID_RESET_CODE';

/**
 * Sets a new password with a reset code. The code must exist, be unused and unexpired (else 400
 * INVALID_RESET_CODE); it is then used up with the user's other codes, and every session of the
 * user is revoked. The password strength is checked by the contract schema before this runs.
 * Bad codes are limited per client address (LIMITS.resetCode): 429 RATE_LIMITED past it.
 */
export async function resetPassword(
  db: Db,
  code: string,
  newPassword: string,
  address: string,
): Promise<{ ok: true }> {
  return withPasswordLimit(
    db,
    LIMITS.resetCode,
    { address },
    () => useResetCode(db, code, newPassword),
    isBadCode,
  );
}

async function useResetCode(db: Db, code: string, newPassword: string): Promise<{ ok: true }> {
  const [found] = await db.select().from(resetCodes).where(usable(code));
  if (!found) throw fail.invalidResetCode();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(resetCodes)
      .set({ usedAt: new Date() })
      .where(usable(code))
      .returning({ userUuid: resetCodes.userUuid });
    if (!claimed) throw fail.invalidResetCode();
    await tx
      .update(resetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(resetCodes.userUuid, claimed.userUuid), isNull(resetCodes.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.uuid, claimed.userUuid));
    await revokeUserSessions(tx, claimed.userUuid);
  });
  return { ok: true };
}
