import type { MembershipRow, OrganisationRow, UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { requireRole, ROLES } from '../access';

/**
 * The permit area's one access check: administrators and super administrators of the organisation
 * with an active subscription (role table: every permit call is staff; patrols have no dashboard).
 * `read`: the membership the request's role-table check read (the same checks run on it, without
 * reading the row a second time).
 */
export async function requirePermitStaff(
  db: DbOrTx,
  user: UserRow,
  entityUuid: string,
  read?: { org: OrganisationRow; membership: MembershipRow },
): Promise<OrganisationRow> {
  return (await requireRole(db, user, entityUuid, ROLES.admin, { read })).org;
}
