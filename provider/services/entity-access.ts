import { and, eq, sql } from 'drizzle-orm';
import { memberships, type MemberRoleValue, type MembershipRow } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import type { DbOrTx } from '../db/types';
import { fail } from '../http/errors';

/** Roles that may delete scans and alerts and correct plates. */
export const SCAN_ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies MemberRoleValue[];

const NOT_A_MEMBER = 'Not a member of the organisation.';
const NOT_AN_ADMIN = 'Only administrators of the organisation may do this.';

const activeMembershipStatement = preparedStatement('active_membership', (db, name) =>
  db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.entityUuid, sql.placeholder('entity')),
        eq(memberships.userUuid, sql.placeholder('user')),
        eq(memberships.isActive, true),
      ),
    )
    .prepare(name),
);

async function activeMembership(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
): Promise<MembershipRow | undefined> {
  const [row] = await activeMembershipStatement(db).execute({
    entity: entityUuid,
    user: userUuid,
  });
  return row;
}

/**
 * Reads (and scanning, for patrols): an active member of any role. Anything else, an unknown
 * organisation included, is 403 FORBIDDEN (so organisation ids are not probed).
 */
export async function requireMember(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
): Promise<MembershipRow> {
  const membership = await activeMembership(db, userUuid, entityUuid);
  if (!membership) throw fail.forbidden(NOT_A_MEMBER);
  return membership;
}

/** Deletes and plate corrections: an active admin or super administrator; else 403 FORBIDDEN. */
export async function requireScanAdmin(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
): Promise<MembershipRow> {
  const membership = await activeMembership(db, userUuid, entityUuid);
  if (!membership) throw fail.forbidden(NOT_A_MEMBER);
  if (!(SCAN_ADMIN_ROLES as readonly string[]).includes(membership.role)) {
    throw fail.forbidden(NOT_AN_ADMIN);
  }
  return membership;
}
