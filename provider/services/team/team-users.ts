import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TeamMember } from '../../../lib/contract';
import { memberships, scanMemberTotals, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';

/**
 * Which of these accounts are super administrators: an active superadmin membership in any
 * organisation (the account-wide rule of memberships.isSuperAdmin, for many accounts at once).
 */
async function superAdminsAmong(db: DbOrTx, userUuids: string[]): Promise<Set<string>> {
  if (userUuids.length === 0) return new Set();
  const rows = await db
    .select({ userUuid: memberships.userUuid })
    .from(memberships)
    .where(
      and(
        inArray(memberships.userUuid, userUuids),
        eq(memberships.role, 'superadmin'),
        eq(memberships.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.userUuid));
}

async function memberRows(db: DbOrTx, entityUuid: string, where?: SQL): Promise<TeamMember[]> {
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
    .where(and(eq(memberships.entityUuid, entityUuid), where))
    .orderBy(asc(sql`lower(${users.fullname})`), asc(users.email));
  // Kept by ingestion and deletes (scan_member_totals): no count over the scans table.
  const counts = await db
    .select({ userUuid: scanMemberTotals.userUuid, n: scanMemberTotals.scans })
    .from(scanMemberTotals)
    .where(eq(scanMemberTotals.entityUuid, entityUuid));
  const captures = new Map(counts.map((c) => [c.userUuid, Number(c.n)]));
  const supers = await superAdminsAmong(
    db,
    rows.map((r) => r.uuid),
  );
  const isSuper = (r: (typeof rows)[number]) => r.role === 'superadmin' || supers.has(r.uuid);
  return rows.map((r) => ({
    uuid: r.uuid,
    officerId: r.officerId,
    fullname: r.fullname,
    email: r.email,
    isAdmin: r.role === 'admin' || isSuper(r),
    isSuperAdmin: isSuper(r),
    isActive: r.isActive,
    isScansIncluded: r.isScansIncluded,
    captureCount: captures.get(r.uuid) ?? 0,
    lastLogin: r.lastLogin?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Members of the organisation of every role (active or not), by full name, each with the number
 * of scans they captured in this organisation.
 */
export async function listTeamMembers(
  db: DbOrTx,
  entityUuid: string,
): Promise<{ users: TeamMember[] }> {
  return { users: await memberRows(db, entityUuid) };
}

/** One member of the organisation as the team table shows it (404 when not a member). */
export async function teamMemberView(
  db: DbOrTx,
  entityUuid: string,
  userUuid: string,
): Promise<TeamMember> {
  const [member] = await memberRows(db, entityUuid, eq(memberships.userUuid, userUuid));
  if (!member) throw fail.notFound('No such member of the organisation.');
  return member;
}
