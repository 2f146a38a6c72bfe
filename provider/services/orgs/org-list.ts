import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrgListResponse } from '../../../lib/contract';
import { memberships, organisations, type UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { DASHBOARD_ROLES } from '../access';
import { toOrganisations } from './org-view';

/**
 * The organisations the user may open in the dashboard (active admin or superadmin membership),
 * by name. None → 401 NO_ORGANISATION (the dashboard then offers a master organisation).
 * paidSeatCount and orgId are those of the user's original organisation, else of the first one.
 */
export async function listOrganisations(db: DbOrTx, user: UserRow): Promise<OrgListResponse> {
  const rows = await db
    .select({ org: organisations, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
    .where(
      and(
        eq(memberships.userUuid, user.uuid),
        eq(memberships.isActive, true),
        inArray(memberships.role, [...DASHBOARD_ROLES]),
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.orgId));
  if (rows.length === 0) throw fail.noOrganisation();

  const [original] = user.originalEntityUuid
    ? await db.select().from(organisations).where(eq(organisations.uuid, user.originalEntityUuid))
    : [];
  const reference = original ?? rows[0].org;
  return {
    organizations: await toOrganisations(db, user, rows),
    paidSeatCount: reference.paidSeatCount,
    orgId: reference.orgId,
  };
}
