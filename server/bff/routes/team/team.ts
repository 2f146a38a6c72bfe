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
import { ProviderError } from '@/server/provider-client';
import { type BffContext, parseBody, parseParams } from '../../context';
import { BffError, refusalsOf, refuseAs, toErrorResponse } from '../../errors';
import { orgGuards } from '../../guards';
import { loadInvitations, loadSeats, loadTeamActivity, loadTeamMembers } from '../../views/team';
import { acceptRefusals, addUserRefusals, INVITATION_GONE } from './refusals';

export { TEAM_ACTIVITY_LIMIT } from '../../views/team';

/**
 * /api/team: the Team Management screen (members, their dialog, seats, Add user, invitations)
 * and the public invitation page (/api/team/accept/:uuid). The organisation is always the
 * session's; a member of another organisation is 404.
 */
export const teamRoutes = bffRouter('/api/team');

const uuidParam = z.object({ uuid: z.uuid({ message: messages.notFound }) });

/** The member of the session's organisation named by :uuid, else 404. */
async function orgMember(c: BffContext): Promise<TeamMember> {
  const p = c.var.caller;
  const { entity } = p;
  const { uuid } = parseParams(c, uuidParam);
  const { users } = await p.call(listTeamUsers, { params: { entity } });
  const member = users.find((u) => u.uuid === uuid);
  if (!member) throw new BffError(404, 'MEMBER_NOT_FOUND', messages.notFound);
  return member;
}

/** PUT /api/v1/team/user with the member's current values and `change` over them. */
function putMember(c: BffContext, member: TeamMember, change: Partial<TeamMember>) {
  const p = c.var.caller;
  const { entity } = p;
  const next = { ...member, ...change };
  return p.call(updateTeamUser, {
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

on(teamRoutes, teamBffRoutes.listMembers, ...orgGuards, async (c) =>
  c.json(await loadTeamMembers(c.var.caller, c.get('session').user.uuid)),
);

/** Add user: a new account with a password, after the seat check. */
on(teamRoutes, teamBffRoutes.addMember, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const body = await parseBody(c, addUserBody);
  refuseAs(c, addUserRefusals);
  const member = await p.call(createNewUser, { body: { ...body, entityUUID: entity } });
  return c.json(member, 201);
});

/**
 * The details PUT failed after the e-mail change went through: say so plainly (the e-mail stays
 * changed), with the reason the screen would show for the failure itself.
 */
async function emailOnlySaved(c: BffContext, error: unknown, email: string): Promise<unknown> {
  if (error instanceof ProviderError && error.endsSession) return error;
  const res = toErrorResponse(error, refusalsOf(c));
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
on(teamRoutes, teamBffRoutes.editMember, ...orgGuards, async (c) => {
  const member = await orgMember(c);
  const body = await parseBody(c, editMemberBody);
  const p = c.var.caller;
  const email = body.email.toLowerCase();
  if (email === member.email) return c.json(await putMember(c, member, body));
  await p.call(updateTeamUserEmail, { body: { email, uuid: member.uuid } });
  try {
    return c.json(await putMember(c, { ...member, email }, { ...body, email }));
  } catch (error) {
    throw await emailOnlySaved(c, error, email);
  }
});

on(teamRoutes, teamBffRoutes.memberRole, ...orgGuards, async (c) => {
  const member = await orgMember(c);
  const { isAdmin } = await parseBody(c, memberRoleBody);
  return c.json(await putMember(c, member, { isAdmin }));
});

/** Dashboard password: nothing is sent unless both fields are ≥ 8, equal and strong. */
on(teamRoutes, teamBffRoutes.memberPassword, ...orgGuards, async (c) => {
  const member = await orgMember(c);
  const { newPassword, repeatPassword } = await parseBody(c, memberPasswordBody);
  const problem = memberPasswordProblem(newPassword, repeatPassword);
  if (problem) throw new BffError(400, 'BAD_REQUEST', problem);
  await c.var.caller.call(updateTeamUserPassword, {
    body: { newPassword, userUUID: member.uuid },
  });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.deactivateMember, ...orgGuards, async (c) => {
  const member = await orgMember(c);
  const p = c.var.caller;
  const { entity } = p;
  return c.json(
    await p.call(deactivateTeamUser, {
      params: { uuid: member.uuid },
      query: { entityuuid: entity },
    }),
  );
});

on(teamRoutes, teamBffRoutes.activateMember, ...orgGuards, async (c) => {
  const member = await orgMember(c);
  const p = c.var.caller;
  const { entity } = p;
  return c.json(
    await p.call(activateTeamUser, {
      params: { uuid: member.uuid },
      query: { entityuuid: entity },
    }),
  );
});

/** The seat counter; never a failure when the seats are used up (remaining 0). */
on(teamRoutes, teamBffRoutes.seats, ...orgGuards, async (c) =>
  c.json(await loadSeats(c.var.caller)),
);

/** The seat check before Add user and Invite: 403 NO_SEATS with the spec's text when none. */
on(teamRoutes, teamBffRoutes.checkSeats, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const seats = await p.call(checkSeats, { params: { entity } });
  return c.json<SeatsResponse>({
    remainingSeatCount: seats.remainingSeatCount,
    paidSeatCount: seats.paidSeatCount,
    isTrial: seats.isTrial,
  });
});

on(teamRoutes, teamBffRoutes.listInvitations, ...orgGuards, async (c) =>
  c.json(await loadInvitations(c.var.caller)),
);

on(teamRoutes, teamBffRoutes.invite, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const body = await parseBody(c, inviteBody);
  const created = await p.call(createInvitation, {
    body: { ...body, entityUUID: entity },
  });
  return c.json(created, 201);
});

/** An invitation of the session's organisation named by :uuid, else 404. */
async function orgInvitation(c: BffContext): Promise<string> {
  const p = c.var.caller;
  const { entity } = p;
  const { uuid } = parseParams(c, uuidParam);
  const { invitations } = await p.call(listInvitations, { params: { entity } });
  if (!invitations.some((i) => i.uuid === uuid)) {
    throw new BffError(404, 'INVITATION_NOT_FOUND', messages.notFound);
  }
  return uuid;
}

on(teamRoutes, teamBffRoutes.resendInvitation, ...orgGuards, async (c) => {
  const uuid = await orgInvitation(c);
  await c.var.caller.call(resendInvitation, { body: { uuid } });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.deleteInvitation, ...orgGuards, async (c) => {
  const uuid = await orgInvitation(c);
  await c.var.caller.call(deleteInvitation, { params: { uuid } });
  return c.json({ ok: true });
});

on(teamRoutes, teamBffRoutes.activity, ...orgGuards, async (c) =>
  c.json(await loadTeamActivity(c.var.caller)),
);

/** Public: the invitation behind an accept link (no session; the uuid is the credential). */

/** The accept link's id; a malformed one is an invitation that does not exist (404). */
function invitationParam(c: BffContext): { uuid: string } {
  const parsed = uuidParam.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', INVITATION_GONE);
  return parsed.data;
}

on(teamRoutes, teamBffRoutes.getInvitation, async (c) => {
  const { uuid } = invitationParam(c);
  refuseAs(c, acceptRefusals);
  return c.json(await c.var.provider.call(getInvitation, { params: { uuid } }));
});

on(teamRoutes, teamBffRoutes.acceptInvitation, async (c) => {
  const { uuid } = invitationParam(c);
  const body = await parseBody(c, acceptInvitationBody);
  // An existing account confirms with its password here: the provider limits wrong guesses
  // with the sign-in's counters (429 RATE_LIMITED with Retry-After, mapped in errors.ts).
  refuseAs(c, acceptRefusals);
  const accepted = await c.var.provider.call(acceptInvitation, { body: { uuid, ...body } });
  return c.json(accepted);
});
