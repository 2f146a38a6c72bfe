import { and, eq, inArray } from 'drizzle-orm';
import {
  memberRoles,
  memberships,
  organisations,
  type MemberRoleValue,
  type MembershipRow,
  type OrganisationRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../http/errors';

/** Roles that may open the dashboard. */
export const DASHBOARD_ROLES = ['superadmin', 'admin'] as const satisfies MemberRoleValue[];

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

/**
 * The organisation and the user's active membership in it with one of `roles`.
 * Unknown organisation → 404 NOT_FOUND; not a (suitable, active) member → 403 FORBIDDEN.
 */
export async function requireMembership(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
  roles: readonly MemberRoleValue[] = memberRoles,
  forbiddenMessage?: string,
): Promise<{ org: OrganisationRow; membership: MembershipRow }> {
  const [org] = await db.select().from(organisations).where(eq(organisations.uuid, entityUuid));
  if (!org) throw fail.notFound('No such organisation.');
  const [membership] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.entityUuid, entityUuid),
        eq(memberships.userUuid, userUuid),
        eq(memberships.isActive, true),
        inArray(memberships.role, [...roles]),
      ),
    );
  if (!membership) throw fail.forbidden(forbiddenMessage);
  return { org, membership };
}
