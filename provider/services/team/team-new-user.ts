import type { TeamMember } from '../../../lib/contract';
import { memberships, users } from '../../db/schema';
import { recordAudit } from '../access';
import { hashPassword, findUserByEmail, normaliseEmail } from '../identity';
import { takeSeat } from './seats';
import { isUniqueViolation, teamFail } from './team-errors';
import { teamMemberView } from './team-users';
import type { OrgContext } from '../access';

export interface NewUser {
  fullname: string;
  email: string;
  password: string;
  isAdmin: boolean;
  entityUUID: string;
}

/**
 * POST /api/v1/auth/newuser: an administrator creates an account with a password in the
 * organisation, as Standard Patrol or Administrator. Needs a free paid seat (401 NO_SEATS); an
 * e-mail that already has an account (deactivated ones included) is 409 EMAIL_EXISTS: such
 * people join through an invitation.
 */
export async function createTeamUser(ctx: OrgContext, input: NewUser): Promise<TeamMember> {
  const { db } = ctx;
  const caller = ctx.actor.user;
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) throw teamFail.emailExists();
  const passwordHash = await hashPassword(input.password);
  let userUuid: string;
  try {
    userUuid = await db.transaction(async (tx) => {
      await takeSeat(tx, input.entityUUID);
      const [user] = await tx
        .insert(users)
        .values({ email, fullname: input.fullname, passwordHash })
        .returning({ uuid: users.uuid });
      const role = input.isAdmin ? 'admin' : 'patrol';
      await tx
        .insert(memberships)
        .values({ entityUuid: input.entityUUID, userUuid: user.uuid, role });
      await recordAudit(tx, {
        entityUuid: input.entityUUID,
        actor: caller,
        targetUuid: user.uuid,
        action: 'member.created',
        detail: { email, fullname: input.fullname, role },
      });
      return user.uuid;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? teamFail.emailExists() : error;
  }
  return teamMemberView(db, input.entityUUID, userUuid);
}
