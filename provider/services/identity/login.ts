import { eq } from 'drizzle-orm';
import type { LoginBody, LoginResponse } from '../../../lib/contract';
import { memberships } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { DASHBOARD_ROLES, membershipsOf, LIMITS, withPasswordLimit } from '../access';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { openSession } from './sessions';
import { findUserByEmail, toDashboardUser } from './users';

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'INVALID_CREDENTIALS';

/**
 * Dashboard sign-in. Wrong e-mail or password → 401 INVALID_CREDENTIALS. A user with
 * memberships but no active admin/superadmin one (standard patrol, deactivated) → 403
 * LOGIN_FORBIDDEN. A user in no organisation may sign in (to create a master organisation).
 * Failures are limited per account+address, per address and per account (LIMITS.password): past
 * a limit every attempt, the right password too, is 429 RATE_LIMITED with Retry-After, except
 * that the per-account limit lets an address with no recent failures try (so guessers elsewhere
 * cannot lock the account's owner out). `address` is the client's: the provider's socket (or
 * TRUST_PROXY's), or what the dashboard passed on (provider/http/client-address.ts).
 */
export async function login(db: Db, body: LoginBody, address: string): Promise<LoginResponse> {
  const user = await withPasswordLimit(
    db,
    LIMITS.password,
    { account: body.email, address },
    () => checkPassword(db, body),
    isWrongPassword,
  );

  const rows = await membershipsOf(db, user.uuid);
  const mayOpenDashboard = rows.some(
    (m) => m.isActive && (DASHBOARD_ROLES as readonly string[]).includes(m.role),
  );
  if (rows.length > 0 && !mayOpenDashboard) throw fail.loginForbidden();

  const session = await openSession(db, user.uuid, body.sessionToken);
  await db
    .update(memberships)
    .set({ lastLogin: new Date() })
    .where(eq(memberships.userUuid, user.uuid));
  return {
    ...(await toDashboardUser(db, user)),
    jwtToken: session.jwtToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}

async function checkPassword(db: Db, body: LoginBody) {
  const user = await findUserByEmail(db, body.email);
  const matches = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !matches) throw fail.invalidCredentials();
  return user;
}
