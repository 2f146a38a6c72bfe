import { eq } from 'drizzle-orm';
import type { DashboardUser } from '../../../lib/contract';
import { users, type UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { isSuperAdmin } from '../access';

/** E-mail addresses are compared lowercased and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

/** The user as GET /api/v1/dashboard/login answers it. */
export async function toDashboardUser(db: DbOrTx, user: UserRow): Promise<DashboardUser> {
  return {
    uuid: user.uuid,
    fullname: user.fullname,
    email: user.email,
    isParkingOnly: user.isParkingOnly,
    isSuperAdmin: await isSuperAdmin(db, user.uuid),
  };
}
