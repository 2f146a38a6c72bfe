import { asc, eq, sql } from 'drizzle-orm';
import type { TeamMember } from '../../lib/contract';
import { memberships, scanMemberTotals, users } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * Members of the organisation of every role (active or not), by full name, each with the number
 * of scans they captured in this organisation.
 */
export async function listTeamMembers(
  db: DbOrTx,
  entityUuid: string,
): Promise<{ users: TeamMember[] }> {
  const rows = await db
    .select({
      uuid: users.uuid,
      fullname: users.fullname,
      email: users.email,
      role: memberships.role,
      officerId: memberships.officerId,
      isActive: memberships.isActive,
      isScansIncluded: memberships.isScansIncluded,
      lastLogin: memberships.lastLogin,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.uuid, memberships.userUuid))
    .where(eq(memberships.entityUuid, entityUuid))
    .orderBy(asc(sql`lower(${users.fullname})`), asc(users.email));
  // Kept by ingestion and deletes (scan_member_totals): no count over the scans table.
  const counts = await db
    .select({ userUuid: scanMemberTotals.userUuid, n: scanMemberTotals.scans })
    .from(scanMemberTotals)
    .where(eq(scanMemberTotals.entityUuid, entityUuid));
  const captures = new Map(counts.map((c) => [c.userUuid, Number(c.n)]));
  return {
    users: rows.map((r) => ({
      uuid: r.uuid,
      officerId: r.officerId,
      fullname: r.fullname,
      email: r.email,
      isAdmin: r.role === 'admin' || r.role === 'superadmin',
      isSuperAdmin: r.role === 'superadmin',
      isActive: r.isActive,
      isScansIncluded: r.isScansIncluded,
      captureCount: captures.get(r.uuid) ?? 0,
      lastLogin: r.lastLogin?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
