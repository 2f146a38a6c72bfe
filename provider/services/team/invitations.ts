import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Invitation } from '../../../lib/contract';
import { invitations, memberships, users, type InvitationRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit, LIMITS, limitAttempt } from '../access';
import { addDays, INVITATION_VALID_DAYS, invitationValidSince } from '../constants';
import { invitationMail, queueMail } from '../mail';
import { normaliseEmail } from '../identity';
import { lockOrganisation, requireFreeSeat } from './seats';
import { teamFail } from './team-errors';
import type { OrgContext } from '../access';

export const NO_INVITATION = 'No pending invitation with this id.';

const toInvitation = (row: InvitationRow): Invitation => ({
  uuid: row.uuid,
  fullname: row.fullname,
  email: row.email,
  isAdmin: row.isAdmin,
  createdAt: row.createdAt.toISOString(),
  expiresAt: addDays(row.createdAt, INVITATION_VALID_DAYS).toISOString(),
});

const validSince = invitationValidSince;

/** Not accepted yet and, with `usable`, sent within INVITATION_VALID_DAYS (the accept link). */
export function pendingWhere(uuid: string, usable: boolean) {
  return and(
    eq(invitations.uuid, uuid),
    isNull(invitations.acceptedAt),
    usable ? gt(invitations.createdAt, validSince()) : undefined,
  );
}

/**
 * A pending invitation, else 404. The accept link (`usable`) also needs it sent within
 * INVITATION_VALID_DAYS; an older one answers like an unknown one until it is resent.
 */
export async function pendingInvitation(
  db: DbOrTx,
  uuid: string,
  usable: boolean,
): Promise<InvitationRow> {
  const [row] = await db.select().from(invitations).where(pendingWhere(uuid, usable));
  if (!row) throw fail.notFound(NO_INVITATION);
  return row;
}

/**
 * The organisation of a pending invitation, for the route wrapper's role check (an unknown or
 * spent invitation: 404).
 */
export async function invitationOrganisation(db: DbOrTx, uuid: string): Promise<string> {
  return (await pendingInvitation(db, uuid, false)).entityUuid;
}

/** A pending invitation of the checked organisation (any other: 404). */
async function managedInvitation({ db, org }: OrgContext, uuid: string) {
  const row = await pendingInvitation(db, uuid, false);
  if (row.entityUuid !== org.uuid) throw fail.notFound(NO_INVITATION);
  return { row, org };
}

export async function listPendingInvitations(
  ctx: OrgContext,
): Promise<{ invitations: Invitation[] }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.entityUuid, entityUuid), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt));
  return { invitations: rows.map(toInvitation) };
}

export interface NewInvitation {
  fullname: string;
  email: string;
  isAdmin: boolean;
  entityUUID: string;
}

/**
 * POST /api/v2/invitation: holds a seat (401 NO_SEATS when none is left), refuses members and
 * addresses already invited (409), and mails the accept link through the outbox.
 */
export async function createTeamInvitation(
  ctx: OrgContext,
  input: NewInvitation,
): Promise<Invitation> {
  const { db, org } = ctx;
  const caller = ctx.actor.user;
  const email = normaliseEmail(input.email);
  const row = await db.transaction(async (tx) => {
    // The organisation's lock first: two invitations of one address cannot both pass the checks.
    const locked = await lockOrganisation(tx, org.uuid);
    const [member] = await tx
      .select({ userUuid: memberships.userUuid })
      .from(memberships)
      .innerJoin(users, eq(users.uuid, memberships.userUuid))
      .where(and(eq(memberships.entityUuid, org.uuid), eq(users.email, email)));
    if (member) throw teamFail.alreadyMember();
    const [pending] = await tx
      .select({ uuid: invitations.uuid })
      .from(invitations)
      .where(
        and(
          eq(invitations.entityUuid, org.uuid),
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
        ),
      );
    if (pending) throw teamFail.alreadyInvited();
    await requireFreeSeat(tx, locked);
    const [created] = await tx
      .insert(invitations)
      .values({ entityUuid: org.uuid, fullname: input.fullname, email, isAdmin: input.isAdmin })
      .returning();
    await recordAudit(tx, {
      entityUuid: org.uuid,
      actor: caller,
      targetUuid: created.uuid,
      action: 'invitation.created',
      detail: { email, fullname: input.fullname, role: input.isAdmin ? 'admin' : 'patrol' },
    });
    await queueMail(tx, {
      entityUuid: org.uuid,
      ...invitationMail({
        uuid: created.uuid,
        to: email,
        fullname: input.fullname,
        orgName: org.name,
        inviterName: caller.fullname,
        isAdmin: input.isAdmin,
      }),
    });
    return created;
  });
  return toInvitation(row);
}

/**
 * POST /api/v1/invitation/email: the invitation mail again. The invitation counts as sent now
 * (createdAt), so its link works for INVITATION_VALID_DAYS from here. Resends are limited per
 * invited address and per the sender's address (LIMITS.invitationMail): past it 429
 * RATE_LIMITED, nothing changes and no mail is queued.
 */
export async function resendTeamInvitation(
  ctx: OrgContext,
  uuid: string,
  address: string,
): Promise<{ ok: true }> {
  const { db } = ctx;
  const caller = ctx.actor.user;
  const { row, org } = await managedInvitation(ctx, uuid);
  await limitAttempt(db, LIMITS.invitationMail, { account: row.email, address });
  await db.transaction(async (tx) => {
    // An expired invitation holds no seat: sending it again needs one (401 NO_SEATS otherwise).
    const locked = await lockOrganisation(tx, org.uuid);
    if (row.createdAt.getTime() <= validSince().getTime()) await requireFreeSeat(tx, locked);
    await tx
      .update(invitations)
      .set({ createdAt: new Date() })
      .where(eq(invitations.uuid, row.uuid));
    await recordAudit(tx, {
      entityUuid: org.uuid,
      actor: caller,
      targetUuid: row.uuid,
      action: 'invitation.resent',
      detail: { email: row.email },
    });
    await queueMail(tx, {
      entityUuid: org.uuid,
      ...invitationMail({
        uuid: row.uuid,
        to: row.email,
        fullname: row.fullname,
        orgName: org.name,
        inviterName: caller.fullname,
        isAdmin: row.isAdmin,
      }),
    });
  });
  return { ok: true };
}

/** DELETE /api/v1/invitation/{uuid}/delete: the link stops working and the seat is free. */
export async function deleteTeamInvitation(ctx: OrgContext, uuid: string): Promise<{ ok: true }> {
  const { db } = ctx;
  const caller = ctx.actor.user;
  const { row, org } = await managedInvitation(ctx, uuid);
  await db.transaction(async (tx) => {
    await tx.delete(invitations).where(eq(invitations.uuid, row.uuid));
    await recordAudit(tx, {
      entityUuid: org.uuid,
      actor: caller,
      targetUuid: row.uuid,
      action: 'invitation.deleted',
      detail: { email: row.email },
    });
  });
  return { ok: true };
}
