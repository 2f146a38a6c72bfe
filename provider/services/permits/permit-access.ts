import type { OrganisationRow, UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { requireRole, ROLES } from '../access';

/**
 * The permit area's one access check: administrators and super administrators of the organisation
 * with an active subscription (role table: every permit call is staff; patrols have no dashboard).
 */
export async function requirePermitStaff(
  db: DbOrTx,
  user: UserRow,
  entityUuid: string,
): Promise<OrganisationRow> {
  return (await requireRole(db, user, entityUuid, ROLES.admin)).org;
}
