import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SeatCheck } from '../../../lib/contract';
import { invitations, memberships, organisations, type OrganisationRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { invitationValidSince } from '../constants';
import { teamFail } from './team-errors';

/**
 * Seats of an organisation (spec 1 §5, §6): every active member takes one seat (a super
 * administrator counts as 1), and so does every pending invitation until its link expires
 * (INVITATION_VALID_DAYS after the last send). With no paid seats the
 * organisation is on its trial, whose seats are open (remaining is null).
 */
export async function seatsOf(db: DbOrTx, org: OrganisationRow): Promise<SeatCheck> {
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.entityUuid, org.uuid), eq(memberships.isActive, true)));
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      and(
        eq(invitations.entityUuid, org.uuid),
        isNull(invitations.acceptedAt),
        gt(invitations.createdAt, invitationValidSince()),
      ),
    );
  const used = Number(members?.n ?? 0) + Number(pending?.n ?? 0);
  const isTrial = org.paidSeatCount <= 0;
  return {
    remainingSeatCount: isTrial ? null : Math.max(0, org.paidSeatCount - used),
    paidSeatCount: org.paidSeatCount,
    usedSeatCount: used,
    isTrial,
  };
}

/**
 * Inside a transaction: locks the organisation row, so team changes of one organisation (seats,
 * invitations) happen one after the other until the transaction ends. Take it before any check
 * the change depends on.
 */
export async function lockOrganisation(tx: DbOrTx, entityUuid: string): Promise<OrganisationRow> {
  const [org] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.uuid, entityUuid))
    .for('update');
  if (!org) throw teamFail.noSeats();
  return org;
}

/** 401 NO_SEATS when no seat is left (call it with the organisation locked). */
export async function requireFreeSeat(tx: DbOrTx, org: OrganisationRow): Promise<void> {
  const seats = await seatsOf(tx, org);
  if (seats.remainingSeatCount !== null && seats.remainingSeatCount <= 0) throw teamFail.noSeats();
}

/**
 * Inside a transaction: locks the organisation row (so two adds cannot take the last seat
 * together) and throws 401 NO_SEATS when no seat is left.
 */
export async function takeSeat(tx: DbOrTx, entityUuid: string): Promise<void> {
  await requireFreeSeat(tx, await lockOrganisation(tx, entityUuid));
}
