import 'server-only';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import {
  acceptInvitation,
  activateTeamUser,
  checkSeats,
  createInvitation,
  createNewUser,
  deactivateTeamUser,
  deleteInvitation,
  getInvitation,
  listInvitations,
  listTeamUsers,
  resendInvitation,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
  type TeamMember,
} from '@/lib/contract';
import {
  acceptInvitationBody,
  addUserBody,
  editMemberBody,
  inviteBody,
  memberPasswordBody,
  memberRoleBody,
  type SeatsResponse,
} from '@/lib/contract/team/bff';
import { messages } from '@/lib/messages';
import { memberPasswordProblem } from '@/lib/rules/team/team';
import { callProvider, ProviderError } from '@/server/provider-client';
import { clientIp } from '../../client-ip';
import { type BffContext, parseBody, parseParams } from '../../context';
import { BffError, toErrorResponse } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import {
  loadInvitations,
  loadSeats,
  loadTeamActivity,
  loadTeamMembers,
  teamCall,
  teamError,
} from '../../views/team';

import { whoOf } from '../../views/who';

export { TEAM_ACTIVITY_LIMIT } from '../../views/team';

/**
 * /api/team: the Team Management screen (members, their dialog, seats, Add user, invitations)
 * and the public invitation page (/api/team/accept/:uuid). The organisation is always the
 * session's; a member of another organisation is 404.
 */
export const teamRoutes = bffRouter('/api/team');

const uuidParam = z.object({ uuid: z.uuid({ message: messages.notFound }) });

const who = whoOf;

/** The member of the session's organisation named by :uuid, else 404. */
async function orgMember(c: BffContext): Promise<TeamMember> {
  const { token, entity } = who(c);
  const { uuid } = parseParams(c, uuidParam);
  const { users } = await callProvider(listTeamUsers, { token, params: { entity } });
  const member = users.find((u) => u.uuid === uuid);
  if (!member) throw new BffError(404, 'MEMBER_NOT_FOUND', messages.notFound);
  return member;
}

/** PUT /api/v1/team/user with the member's current values and `change` over them. */
function putMember(c: BffContext, member: TeamMember, change: Partial<TeamMember>) {
  const { token, entity } = who(c);
  const next = { ...member, ...change };
  return teamCall(updateTeamUser, {
    token,
    body: {
      uuid: member.uuid,
      entityUUID: entity,
      officerId: next.officerId,
      fullname: next.fullname,
      email: next.email,
      isActive: next.isActive,
      isAdmin: next.isAdmin,
    },
  });
}

const session = [requireSession, requireOrg] as const;

on(teamRoutes, teamBffRoutes.listMembers, ...session, async (c) =>
  c.json(await loadTeamMembers(who(c), c.get('session').user.uuid)),
);

/** Add user: a new account with a password, after the seat check. */
on(teamRoutes, teamBffRoutes.addMember, ...session, async (c) => {
  const { token, entity } = who(c);
  const body = await parseBody(c, addUserBody);
  const member = await teamCall(
    createNewUser,
    { token, body: { ...body, entityUUID: entity } },
    { EMAIL_EXISTS: messages.addUserFailed },
  );
  return c.json(member, 201);
});

/**
 * The details PUT failed after the e-mail change went through: say so plainly (the e-mail stays
 * changed), with the reason the screen would show for the failure itself.
 */
async function emailOnlySaved(error: unknown, email: string): Promise<unknown> {
  const mapped = teamError(error);
  if (mapped instanceof ProviderError && mapped.endsSession) return mapped;
  const res = toErrorResponse(mapped);
  const { error: reason } = (await res.json()) as { error: { message: string } };
  return new BffError(
    res.status,
    'EMAIL_ONLY_SAVED',
    `The email address was changed to ${email}, but the other details were not saved: ${reason.message}`,
  );
}

/**
 * The member dialog's details. Everything is checked before anything is written; the e-mail
 * (the change most likely to be refused: taken, another organisation's account) goes first
 * through its own call, then the rest. Should the rest fail after that, the answer says that
 * only the e-mail was saved.
 */
on(teamRoutes, teamBffRoutes.editMember, ...session, async (c) => {
  const member = await orgMember(c);
  const body = await parseBody(c, editMemberBody);
  const { token } = who(c);
  const email = body.email.toLowerCase();
  if (email === member.email) return c.json(await putMember(c, member, body));
  await teamCall(updateTeamUserEmail, { token, body: { email, uuid: member.uuid } });
  try {
    return c.json(await putMember(c, { ...member, email }, { ...body, email }));
  } catch (error) {
    throw await emailOnlySaved(error, email);
  }
});

on(teamRoutes, teamBffRoutes.memberRole, ...session, async (c) => {
  const member = await orgMember(c);
  const { isAdmin } = await parseBody(c, memberRoleBody);
  return c.json(await putMember(c, member, { isAdmin }));
});

/** Dashboard password: nothing is sent unless both fields are ≥ 8, equal and strong. */
on(teamRoutes, teamBffRoutes.memberPassword, ...session, async (c) => {
  const member = await orgMember(c);
  const { newPassword, repeatPassword } = await parseBody(c, memberPasswordBody);
  const problem = memberPasswordProblem(newPassword, repeatPassword);
  if (problem) throw new BffError(400, 'BAD_REQUEST', problem);
  await teamCall(updateTeamUserPassword, {
    token: who(c).token,
    body: { newPassword, userUUID: member.uuid },
  });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.deactivateMember, ...session, async (c) => {
  const member = await orgMember(c);
  const { token, entity } = who(c);
  return c.json(
    await teamCall(deactivateTeamUser, {
      token,
      params: { uuid: member.uuid },
      query: { entityuuid: entity },
    }),
  );
});

on(teamRoutes, teamBffRoutes.activateMember, ...session, async (c) => {
  const member = await orgMember(c);
  const { token, entity } = who(c);
  return c.json(
    await teamCall(activateTeamUser, {
      token,
      params: { uuid: member.uuid },
      query: { entityuuid: entity },
    }),
  );
});

/** The seat counter; never a failure when the seats are used up (remaining 0). */
on(teamRoutes, teamBffRoutes.seats, ...session, async (c) => c.json(await loadSeats(who(c))));

/** The seat check before Add user and Invite: 403 NO_SEATS with the spec's text when none. */
on(teamRoutes, teamBffRoutes.checkSeats, ...session, async (c) => {
  const { token, entity } = who(c);
  const seats = await teamCall(checkSeats, { token, params: { entity } });
  return c.json<SeatsResponse>({
    remainingSeatCount: seats.remainingSeatCount,
    paidSeatCount: seats.paidSeatCount,
    isTrial: seats.isTrial,
  });
});

on(teamRoutes, teamBffRoutes.listInvitations, ...session, async (c) =>
  c.json(await loadInvitations(who(c))),
);

on(teamRoutes, teamBffRoutes.invite, ...session, async (c) => {
  const { token, entity } = who(c);
  const body = await parseBody(c, inviteBody);
  const created = await teamCall(createInvitation, {
    token,
    body: { ...body, entityUUID: entity },
  });
  return c.json(created, 201);
});

/** An invitation of the session's organisation named by :uuid, else 404. */
async function orgInvitation(c: BffContext): Promise<string> {
  const { token, entity } = who(c);
  const { uuid } = parseParams(c, uuidParam);
  const { invitations } = await teamCall(listInvitations, { token, params: { entity } });
  if (!invitations.some((i) => i.uuid === uuid)) {
    throw new BffError(404, 'INVITATION_NOT_FOUND', messages.notFound);
  }
  return uuid;
}

on(teamRoutes, teamBffRoutes.resendInvitation, ...session, async (c) => {
  const uuid = await orgInvitation(c);
  await teamCall(resendInvitation, {
    token: who(c).token,
    body: { uuid },
    clientIp: clientIp(c.req.raw),
  });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.deleteInvitation, ...session, async (c) => {
  const uuid = await orgInvitation(c);
  await teamCall(deleteInvitation, { token: who(c).token, params: { uuid } });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.activity, ...session, async (c) =>
  c.json(await loadTeamActivity(who(c))),
);

/** Public: the invitation behind an accept link (no session; the uuid is the credential). */
const INVITATION_GONE = messages.invitationGone;

/** The accept link's id; a malformed one is an invitation that does not exist (404). */
function invitationParam(c: BffContext): { uuid: string } {
  const parsed = uuidParam.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', INVITATION_GONE);
  return parsed.data;
}

on(teamRoutes, teamBffRoutes.getInvitation, async (c) => {
  const { uuid } = invitationParam(c);
  return c.json(
    await teamCall(getInvitation, { params: { uuid } }, { NOT_FOUND: INVITATION_GONE }),
  );
});

on(teamRoutes, teamBffRoutes.acceptInvitation, async (c) => {
  const { uuid } = invitationParam(c);
  const body = await parseBody(c, acceptInvitationBody);
  // An existing account confirms with its password here: the provider limits wrong guesses
  // with the sign-in's counters (429 RATE_LIMITED with Retry-After, mapped in errors.ts).
  const accepted = await teamCall(
    acceptInvitation,
    { body: { uuid, ...body }, clientIp: clientIp(c.req.raw) },
    {
      NOT_FOUND: INVITATION_GONE,
      INVALID_CREDENTIALS: messages.wrongPassword,
    },
  );
  return c.json(accepted);
});
