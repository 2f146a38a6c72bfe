import { and, eq } from 'drizzle-orm';
import { memberships, type MembershipRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export function membershipsOf(db: DbOrTx, userUuid: string): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(eq(memberships.userUuid, userUuid));
}

/** A super administrator has at least one active superadmin membership. */
export async function isSuperAdmin(db: DbOrTx, userUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.userUuid, userUuid),
        eq(memberships.role, 'superadmin'),
        eq(memberships.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
