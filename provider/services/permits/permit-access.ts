import type { OrganisationRow, UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { requireRole, ROLES } from '../access';

/**
 * The permit area's one access check (spec 2 §6: no role differences; any active member of the
 * organisation with an active subscription): `requireRole` with the member set.
 */
export async function requirePermitStaff(
  db: DbOrTx,
  user: UserRow,
  entityUuid: string,
): Promise<OrganisationRow> {
  return (await requireRole(db, user, entityUuid, ROLES.member)).org;
}
