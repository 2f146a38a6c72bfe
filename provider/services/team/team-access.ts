import { and, eq } from 'drizzle-orm';
import { memberships, type MembershipRow, type UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { membershipsOf, ROLES } from '../access';
import { teamFail } from './team-errors';

/** The target's membership in the organisation (active or not), else 404. */
export async function requireTeamMember(
  db: DbOrTx,
  entityUuid: string,
  userUuid: string,
): Promise<MembershipRow> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.entityUuid, entityUuid), eq(memberships.userUuid, userUuid)));
  if (!row) throw fail.notFound('No such member of the organisation.');
  return row;
}

/**
 * Account-wide changes (name, e-mail, password): the caller must administer every organisation
 * the target belongs to, so an administrator of one organisation never takes over an account of
 * another. The sign-in of a super administrator (e-mail, password: `signIn`) only another super
 * administrator may change, so an administrator cannot take over super administrator rights.
 */
export async function requireAccountAdmin(
  db: DbOrTx,
  caller: UserRow,
  targetUuid: string,
  { signIn }: { signIn: boolean },
): Promise<MembershipRow[]> {
  const targetRows = await membershipsOf(db, targetUuid);
  if (targetRows.length === 0) throw fail.notFound('No such member.');
  const callerRows = await membershipsOf(db, caller.uuid);
  const administered = new Set(
    callerRows
      .filter((m) => m.isActive && ROLES.teamAdmin.roles.some((role) => role === m.role))
      .map((m) => m.entityUuid),
  );
  if (!targetRows.some((m) => administered.has(m.entityUuid))) {
    throw fail.notFound('No such member.');
  }
  if (
    signIn &&
    targetRows.some((m) => m.role === 'superadmin') &&
    !callerRows.some((m) => m.role === 'superadmin' && m.isActive)
  ) {
    throw teamFail.superAdminLocked();
  }
  if (!targetRows.every((m) => administered.has(m.entityUuid))) {
    throw teamFail.otherOrganisations();
  }
  return targetRows;
}

/**
 * The organisation of an account-wide change (e-mail, password), for the route wrapper's role
 * check: one of the target's organisations the caller administers; none (or no such account):
 * 404. The service then applies the account rule (requireAccountAdmin: every organisation).
 */
export async function accountOrganisation(
  db: DbOrTx,
  caller: UserRow,
  targetUuid: string,
): Promise<string> {
  const targetRows = await membershipsOf(db, targetUuid);
  const callerRows = await membershipsOf(db, caller.uuid);
  const administered = new Set(
    callerRows
      .filter((m) => m.isActive && ROLES.teamAdmin.roles.some((role) => role === m.role))
      .map((m) => m.entityUuid),
  );
  const managed = targetRows.find((m) => administered.has(m.entityUuid));
  if (!managed) throw fail.notFound('No such member.');
  return managed.entityUuid;
}
