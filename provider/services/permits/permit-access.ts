import { eq } from 'drizzle-orm';
import { organisations, type OrganisationRow, type UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { requireMember } from '../access';

/**
 * The permit area's one access check (spec 2 §6: no role differences; any active member of the
 * organisation with an active subscription). Kept in this one file so the shared
 * requireRole(db, user, entity, roles) can replace it in one place.
 */
export async function requirePermitStaff(
  db: DbOrTx,
  user: UserRow,
  entityUuid: string,
): Promise<OrganisationRow> {
  await requireMember(db, user.uuid, entityUuid);
  const [org] = await db.select().from(organisations).where(eq(organisations.uuid, entityUuid));
  return org;
}
