import { sql } from 'drizzle-orm';
import type { Organisation } from '../../../lib/contract';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { issueResetCode, normaliseEmail } from '../identity';
import { createMasterOrganisation } from './org-admin';

/** How long the first super administrator's password-set link works. */
export const SETUP_LINK_HOURS = 24;

/** Stored in place of a password hash: not a scrypt hash, so no password ever matches it. */
const NO_PASSWORD = 'unset';

/** Two setups at once on one PostgreSQL database: the second waits, then finds an account. */
const SETUP_LOCK_KEY = 7_261_026;

export const ACCOUNTS_EXIST =
  'This database already has accounts, so setup does not run again. Sign in, or use "Forgot password" on the login page.';

/** Setup was refused: the database already has an account. */
export class AccountsExistError extends Error {
  constructor() {
    super(ACCOUNTS_EXIST);
    this.name = 'AccountsExistError';
  }
}

export interface FirstAccount {
  /** The master organisation's name. */
  org: string;
  email: string;
  fullname: string;
}

export interface FirstAccountResult {
  organisation: Organisation;
  /** The super administrator's uuid and (normalised) e-mail. */
  userUuid: string;
  email: string;
  /** A one-time reset code: the password-set link's (valid SETUP_LINK_HOURS). */
  resetCode: string;
}

/**
 * The first run of a production database (`npm run setup`): in one transaction, the master
 * organisation and its super administrator, who has no usable password yet, and a one-time reset
 * code to choose one through the reset page. Refuses (AccountsExistError) when any account exists.
 */
export async function createFirstAccount(db: Db, input: FirstAccount): Promise<FirstAccountResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    const [existing] = await tx.select({ uuid: users.uuid }).from(users).limit(1);
    if (existing) throw new AccountsExistError();
    const [created] = await tx
      .insert(users)
      .values({
        email: normaliseEmail(input.email),
        fullname: input.fullname,
        passwordHash: NO_PASSWORD,
      })
      .returning();
    // The same service as a user in no organisation creating one (a savepoint inside this
    // transaction): the organisation, the super administrator membership, the original one.
    const organisation = await createMasterOrganisation(tx, created, { name: input.org });
    const resetCode = await issueResetCode(tx, created.uuid, SETUP_LINK_HOURS * 60);
    return { organisation, userUuid: created.uuid, email: created.email, resetCode };
  });
}
