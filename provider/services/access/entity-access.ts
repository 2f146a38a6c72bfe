import { and, eq, sql } from 'drizzle-orm';
import {
  memberships,
  organisations,
  type MemberRoleValue,
  type MembershipRow,
  type OrganisationRow,
} from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../http/errors';
import { requireActiveSubscription } from '../billing';

/** Roles that may delete scans and alerts and correct plates. */
export const SCAN_ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies MemberRoleValue[];

const NOT_A_MEMBER = 'Not a member of the organisation.';
const NOT_AN_ADMIN = 'Only administrators of the organisation may do this.';

const activeMembershipStatement = preparedStatement('active_membership', (db, name) =>
  db
    .select({ membership: memberships, org: organisations })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
    .where(
      and(
        eq(memberships.entityUuid, sql.placeholder('entity')),
        eq(memberships.userUuid, sql.placeholder('user')),
        eq(memberships.isActive, true),
      ),
    )
    .prepare(name),
);

/**
 * The caller's active membership in the organisation; 403 FORBIDDEN without one. Then, unless
 * `subscription` is 'any' (the patrol app's scan upload), the organisation's subscription must
 * be active: 402 SUBSCRIPTION_INACTIVE otherwise (trial ended).
 */
async function activeMembership(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
  options: AccessOptions,
): Promise<MembershipRow> {
  const [row] = (await activeMembershipStatement(db).execute({
    entity: entityUuid,
    user: userUuid,
  })) as Array<{ membership: MembershipRow; org: OrganisationRow }>;
  if (!row) throw fail.forbidden(NOT_A_MEMBER);
  if (options.subscription !== 'any') requireActiveSubscription(row.org);
  return row.membership;
}

export interface AccessOptions {
  /** 'active' (default): dashboard calls need an active subscription; 'any': they don't. */
  subscription?: 'active' | 'any';
}

/**
 * Reads (and scanning, for patrols): an active member of any role. Anything else, an unknown
 * organisation included, is 403 FORBIDDEN (so organisation ids are not probed).
 */
export async function requireMember(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
  options: AccessOptions = {},
): Promise<MembershipRow> {
  return activeMembership(db, userUuid, entityUuid, options);
}

/** Deletes and plate corrections: an active admin or super administrator; else 403 FORBIDDEN. */
export async function requireScanAdmin(
  db: DbOrTx,
  userUuid: string,
  entityUuid: string,
): Promise<MembershipRow> {
  const membership = await activeMembership(db, userUuid, entityUuid, {});
  if (!(SCAN_ADMIN_ROLES as readonly string[]).includes(membership.role)) {
    throw fail.forbidden(NOT_AN_ADMIN);
  }
  return membership;
}
