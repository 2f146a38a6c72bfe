import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamMember } from '../../lib/contract';
import { memberships, scans, users } from '../db/schema';
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
    .orderBy(asc(users.fullname), asc(users.email));
  // One pass over the (entity, member, captured_at) index instead of a count per member.
  const counts = await db
    .select({ userUuid: scans.capturedByUuid, n: sql<number>`count(*)::int` })
    .from(scans)
    .where(and(eq(scans.entityUuid, entityUuid), sql`${scans.capturedByUuid} is not null`))
    .groupBy(scans.capturedByUuid);
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
