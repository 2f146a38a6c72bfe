import { and, eq, ne } from 'drizzle-orm';
import type { TeamMember } from '../../../lib/contract';
import { memberships, users, type MembershipRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { recordAudit, isSuperAdmin } from '../access';
import { hashPassword, revokeUserSessions, normaliseEmail } from '../identity';
import { takeSeat } from './seats';
import { requireAccountAdmin, requireTeamMember } from './team-access';
import { isUniqueViolation, teamFail } from './team-errors';
import { teamMemberView } from './team-users';
import type { OrgContext } from '../access';

export interface MemberEdit {
  uuid: string;
  entityUUID: string;
  officerId: string;
  fullname: string;
  email: string;
  isActive: boolean;
  isAdmin: boolean;
}

/** A super administrator here or in any other organisation (spec 1 §6: recognised in all). */
async function isSuperTarget(db: DbOrTx, target: MembershipRow): Promise<boolean> {
  return target.role === 'superadmin' || (await isSuperAdmin(db, target.userUuid));
}

/**
 * A super administrator is never deactivated, activated or role-changed here, in any
 * organisation they belong to; officer id, name, e-mail and password stay editable (spec 1 §4).
 */
async function assertEditable(db: DbOrTx, target: MembershipRow): Promise<void> {
  if (await isSuperTarget(db, target)) throw teamFail.superAdminLocked();
}

/**
 * Deactivation (inside a transaction): the membership is inactive, so sign-in to it is refused,
 * and every open session of the member ends at once.
 */
async function deactivate(tx: DbOrTx, target: MembershipRow): Promise<void> {
  await tx
    .update(memberships)
    .set({ isActive: false })
    .where(
      and(eq(memberships.entityUuid, target.entityUuid), eq(memberships.userUuid, target.userUuid)),
    );
  await revokeUserSessions(tx, target.userUuid);
}

/** Activation (inside a transaction): needs a free paid seat. */
async function activate(tx: DbOrTx, target: MembershipRow): Promise<void> {
  await takeSeat(tx, target.entityUuid);
  await tx
    .update(memberships)
    .set({ isActive: true })
    .where(
      and(eq(memberships.entityUuid, target.entityUuid), eq(memberships.userUuid, target.userUuid)),
    );
}

/**
 * PUT /api/v1/team/user: officer id, full name, role and active state of a member. The e-mail
 * must be the current one. The full name is the account's: it needs the account rule too.
 */
export async function updateMember(ctx: OrgContext, edit: MemberEdit): Promise<TeamMember> {
  const { db } = ctx;
  const caller = ctx.actor.user;
  const target = await requireTeamMember(db, edit.entityUUID, edit.uuid);
  const superTarget = await isSuperTarget(db, target);
  const [account] = await db.select().from(users).where(eq(users.uuid, edit.uuid));
  if (normaliseEmail(edit.email) !== account.email) throw teamFail.emailNotHere();
  // A super administrator is shown as an administrator: isAdmin true keeps their role as it is.
  if (superTarget && !edit.isAdmin) throw teamFail.superAdminLocked();
  const role = superTarget ? target.role : edit.isAdmin ? 'admin' : 'patrol';
  const roleChanges = role !== target.role;
  const activeChanges = edit.isActive !== target.isActive;
  if (superTarget && (roleChanges || activeChanges)) throw teamFail.superAdminLocked();
  if ((roleChanges || activeChanges) && edit.uuid === caller.uuid) throw teamFail.notSelf();
  const nameChanges = edit.fullname !== account.fullname;
  if (nameChanges) await requireAccountAdmin(db, caller, edit.uuid, { signIn: false });

  await db.transaction(async (tx) => {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (edit.officerId !== target.officerId) {
      changes.officerId = { from: target.officerId, to: edit.officerId };
      await tx
        .update(memberships)
        .set({ officerId: edit.officerId })
        .where(
          and(eq(memberships.entityUuid, edit.entityUUID), eq(memberships.userUuid, edit.uuid)),
        );
    }
    if (nameChanges) {
      changes.fullname = { from: account.fullname, to: edit.fullname };
      await tx.update(users).set({ fullname: edit.fullname }).where(eq(users.uuid, edit.uuid));
    }
    const base = { entityUuid: edit.entityUUID, actor: caller, targetUuid: edit.uuid };
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { ...base, action: 'member.updated', detail: changes });
    }
    if (roleChanges) {
      await tx
        .update(memberships)
        .set({ role })
        .where(
          and(eq(memberships.entityUuid, edit.entityUUID), eq(memberships.userUuid, edit.uuid)),
        );
      // A Standard Patrol has no dashboard: the demoted member's open sessions end at once.
      if (role === 'patrol') await revokeUserSessions(tx, edit.uuid);
      await recordAudit(tx, {
        ...base,
        action: 'member.role_changed',
        detail: { role: { from: target.role, to: role } },
      });
    }
    if (activeChanges) {
      if (edit.isActive) await activate(tx, target);
      else await deactivate(tx, target);
      await recordAudit(tx, {
        ...base,
        action: edit.isActive ? 'member.activated' : 'member.deactivated',
      });
    }
  });
  return teamMemberView(db, edit.entityUUID, edit.uuid);
}

/** DELETE …/deactivate and PUT …/activate. */
export async function setMemberActive(
  ctx: OrgContext,
  userUuid: string,
  isActive: boolean,
): Promise<TeamMember> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const caller = ctx.actor.user;
  const target = await requireTeamMember(db, entityUuid, userUuid);
  await assertEditable(db, target);
  if (userUuid === caller.uuid) throw teamFail.notSelf();
  if (target.isActive !== isActive) {
    await db.transaction(async (tx) => {
      if (isActive) await activate(tx, target);
      else await deactivate(tx, target);
      await recordAudit(tx, {
        entityUuid,
        actor: caller,
        targetUuid: userUuid,
        action: isActive ? 'member.activated' : 'member.deactivated',
      });
    });
  }
  return teamMemberView(db, entityUuid, userUuid);
}

/** PUT /api/v1/team/user/email: the account's sign-in e-mail (unique across accounts). */
export async function changeMemberEmail(
  { db, actor }: OrgContext,
  userUuid: string,
  email: string,
): Promise<{ ok: true }> {
  const caller = actor.user;
  const rows = await requireAccountAdmin(db, caller, userUuid, { signIn: true });
  const next = normaliseEmail(email);
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.uuid, userUuid));
    if (account.email === next) return;
    const [taken] = await tx
      .select({ uuid: users.uuid })
      .from(users)
      .where(and(eq(users.email, next), ne(users.uuid, userUuid)));
    if (taken) throw teamFail.emailExists();
    try {
      await tx.update(users).set({ email: next }).where(eq(users.uuid, userUuid));
    } catch (error) {
      throw isUniqueViolation(error) ? teamFail.emailExists() : error;
    }
    for (const m of rows) {
      await recordAudit(tx, {
        entityUuid: m.entityUuid,
        actor: caller,
        targetUuid: userUuid,
        action: 'member.email_changed',
        detail: { email: { from: account.email, to: next } },
      });
    }
  });
  return { ok: true };
}

/** PUT /api/v1/team/user/password: a new dashboard password; the member's sessions end. */
export async function changeMemberPassword(
  { db, actor }: OrgContext,
  userUuid: string,
  newPassword: string,
): Promise<{ ok: true }> {
  const caller = actor.user;
  const rows = await requireAccountAdmin(db, caller, userUuid, { signIn: true });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.uuid, userUuid));
    if (userUuid !== caller.uuid) await revokeUserSessions(tx, userUuid);
    for (const m of rows) {
      await recordAudit(tx, {
        entityUuid: m.entityUuid,
        actor: caller,
        targetUuid: userUuid,
        action: 'member.password_changed',
      });
    }
  });
  return { ok: true };
}
