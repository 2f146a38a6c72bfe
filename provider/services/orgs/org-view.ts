import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Organisation } from '../../../lib/contract';
import {
  memberships,
  type MemberRoleValue,
  type OrganisationRow,
  type UserRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { scanTotals } from '../lpr';

/** Active members per organisation. */
export async function memberCounts(
  db: DbOrTx,
  entityUuids: string[],
): Promise<Map<string, number>> {
  if (entityUuids.length === 0) return new Map();
  const rows = await db
    .select({ entityUuid: memberships.entityUuid, count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(inArray(memberships.entityUuid, entityUuids), eq(memberships.isActive, true)))
    .groupBy(memberships.entityUuid);
  return new Map(rows.map((r) => [r.entityUuid, Number(r.count)]));
}

export interface OrgWithRole {
  org: OrganisationRow;
  role: MemberRoleValue;
}

/** Organisation entities as the contract answers them, for one user. */
export async function toOrganisations(
  db: DbOrTx,
  user: UserRow,
  items: OrgWithRole[],
): Promise<Organisation[]> {
  const uuids = items.map((i) => i.org.uuid);
  const [members, totals] = await Promise.all([memberCounts(db, uuids), scanTotals(db, uuids)]);
  return items.map(({ org, role }) => ({
    uuid: org.uuid,
    name: org.name,
    isActivated: org.isActivated,
    isPaymentsActive: org.isPaymentsActive,
    portalSubdomain: org.portalSubdomain,
    totalCount: totals.get(org.uuid) ?? 0,
    orgMembers: members.get(org.uuid) ?? 0,
    paidSeatCount: org.paidSeatCount,
    orgId: org.orgId,
    role,
    isMailingEnabled: org.isMailingEnabled,
    timeZone: org.timeZone,
    isOriginal: org.uuid === user.originalEntityUuid,
  }));
}

export async function toOrganisation(
  db: DbOrTx,
  user: UserRow,
  item: OrgWithRole,
): Promise<Organisation> {
  const [organisation] = await toOrganisations(db, user, [item]);
  return organisation;
}
