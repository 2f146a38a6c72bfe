import { eq } from 'drizzle-orm';
import type { InvitationInfo } from '../../../lib/contract';
import { invitations, memberships, organisations, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit, LIMITS, withPasswordLimit } from '../access';
import { hashPassword, verifyPassword, findUserByEmail } from '../identity';
import { NO_INVITATION, pendingInvitation, pendingWhere } from './invitations';
import { isUniqueViolation, teamFail } from './team-errors';

/** The invited person's side: the accept page's view and accepting (the staff side: invitations.ts). */

/** GET /api/v1/invitation/accept/{uuid}: what the accept page shows. */
export async function invitationInfoOf(db: Db, uuid: string): Promise<InvitationInfo> {
  const row = await pendingInvitation(db, uuid, true);
  const [org] = await db.select().from(organisations).where(eq(organisations.uuid, row.entityUuid));
  const account = await findUserByEmail(db, row.email);
  return {
    uuid: row.uuid,
    orgName: org.name,
    fullname: row.fullname,
    email: row.email,
    isAdmin: row.isAdmin,
    hasAccount: account !== null,
  };
}

export interface AcceptInput {
  uuid: string;
  fullname?: string;
  password: string;
}

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.code === teamFail.wrongPassword().code;

/**
 * POST /api/v1/invitation/accept: a new account is created with the full name and password
 * (strength checked by the route); an existing account must give its password. The membership
 * takes the seat the invitation held. A person already in the organisation just uses up the
 * invitation. The existing account's password is a password guess like a sign-in: it shares
 * the sign-in's limits (LIMITS.password) on that account and the client's address.
 */
export async function acceptTeamInvitation(
  db: Db,
  input: AcceptInput,
  isStrong: (password: string) => boolean,
  address: string,
): Promise<{ isAdmin: boolean; orgName: string }> {
  const row = await pendingInvitation(db, input.uuid, true);
  const [org] = await db.select().from(organisations).where(eq(organisations.uuid, row.entityUuid));
  const existing = await findUserByEmail(db, row.email);
  if (existing) {
    await withPasswordLimit(
      db,
      LIMITS.password,
      { account: existing.email, address },
      async () => {
        if (!(await verifyPassword(input.password, existing.passwordHash))) {
          throw teamFail.wrongPassword();
        }
      },
      isWrongPassword,
    );
  } else if (!isStrong(input.password)) {
    throw fail.badRequest(
      'Your password is missing one or more of the following criteria listed below.',
    );
  }
  const passwordHash = existing ? null : await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(pendingWhere(row.uuid, true))
        .returning();
      if (!claimed) throw fail.notFound(NO_INVITATION);
      let user = existing;
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            email: row.email,
            fullname: input.fullname?.trim() || row.fullname,
            passwordHash: passwordHash!,
          })
          .returning();
      }
      const role = row.isAdmin ? 'admin' : 'patrol';
      await tx
        .insert(memberships)
        .values({ entityUuid: row.entityUuid, userUuid: user.uuid, role })
        .onConflictDoNothing();
      await recordAudit(tx, {
        entityUuid: row.entityUuid,
        actor: user,
        targetUuid: user.uuid,
        action: 'invitation.accepted',
        detail: { invitation: row.uuid, role },
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? teamFail.emailExists() : error;
  }
  return { isAdmin: row.isAdmin, orgName: org.name };
}
