import 'server-only';
import {
  activateTeamUser,
  createNewUser,
  deactivateTeamUser,
  listTeamUsers,
  teamMember,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
  type TeamMember,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import {
  addUserBody,
  editMemberBody,
  memberPasswordBody,
  memberRoleBody,
  teamMembersResponse,
} from '@/lib/contract/team/bff';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { messages } from '@/lib/messages';
import { memberPasswordProblem } from '@/lib/rules/team/team';
import { refusalsOf, type BffContext, type OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';
import { BffError, PROVIDER_FAILED, PROVIDER_FAILED_STATUS, toErrorResponse } from '../../errors';
import { ProviderError } from '@/server/provider-client';
import { ADMINS_ONLY, uuidParam } from './team-params';

/**
 * /api/team/members: the members table of Team Management, Add user and the member dialog. The
 * organisation is always the session's; a member of another organisation is 404.
 */

const MEMBER_ERRORS = { 403: ADMINS_ONLY, 404: 'No such member.' };

/** The member of the session's organisation with this uuid, else 404. */
async function orgMember(caller: OrgCaller, uuid: string): Promise<TeamMember> {
  const { users } = await caller.call(listTeamUsers, { params: { entity: caller.entity } });
  const member = users.find((u) => u.uuid === uuid);
  if (!member) throw new BffError(404, 'MEMBER_NOT_FOUND', messages.notFound);
  return member;
}

/** PUT /api/v1/team/user with the member's current values and `change` over them. */
function putMember(caller: OrgCaller, member: TeamMember, change: Partial<TeamMember>) {
  const next = { ...member, ...change };
  return caller.call(updateTeamUser, {
    body: {
      uuid: member.uuid,
      entityUUID: caller.entity,
      officerId: next.officerId,
      fullname: next.fullname,
      email: next.email,
      isActive: next.isActive,
      isAdmin: next.isAdmin,
    },
  });
}

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

export const memberEndpoints = [
  endpoint(routes.listMembers, {
    summary: 'The members of the organisation.',
    response: teamMembersResponse,
    handler: async ({ caller }) => {
      const { users } = await caller.call(listTeamUsers, { params: { entity: caller.entity } });
      return { members: users, count: users.length, viewerUuid: caller.session.user.uuid };
    },
  }),

  /** Add user: a new account with a password, after the seat check. */
  endpoint(routes.addMember, {
    summary: 'Adds a user to the organisation.',
    body: addUserBody,
    response: teamMember,
    errors: { 403: 'Only administrators, and only with a free seat (NO_SEATS).' },
    // The spec's failure text (spec 1 §8).
    refusals: {
      EMAIL_EXISTS: { message: messages.addUserFailed },
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.addUserFailed },
    },
    handler: ({ caller, body }) =>
      caller.call(createNewUser, { body: { ...body, entityUUID: caller.entity } }),
  }),

  /**
   * The member dialog's details. Everything is checked before anything is written; the e-mail
   * (the change most likely to be refused: taken, another organisation's account) goes first
   * through its own call, then the rest. Should the rest fail after that, the answer says that
   * only the e-mail was saved.
   */
  endpoint(routes.editMember, {
    summary: "Edits a member's officer ID, name and e-mail.",
    params: uuidParam,
    body: editMemberBody,
    response: teamMember,
    errors: { ...MEMBER_ERRORS, 409: 'The e-mail address is used by another account.' },
    handler: async ({ caller, params, body, c }) => {
      const member = await orgMember(caller, params.uuid);
      const email = body.email.toLowerCase();
      if (email === member.email) return putMember(caller, member, body);
      await caller.call(updateTeamUserEmail, { body: { email, uuid: member.uuid } });
      try {
        return await putMember(caller, { ...member, email }, { ...body, email });
      } catch (error) {
        throw await emailOnlySaved(c, error, email);
      }
    },
  }),

  endpoint(routes.memberRole, {
    summary: "Sets a member's role.",
    params: uuidParam,
    body: memberRoleBody,
    response: teamMember,
    errors: MEMBER_ERRORS,
    handler: async ({ caller, params, body: { isAdmin } }) =>
      putMember(caller, await orgMember(caller, params.uuid), { isAdmin }),
  }),

  /** Dashboard password: nothing is sent unless both fields are ≥ 8, equal and strong. */
  endpoint(routes.memberPassword, {
    summary: "Sets a member's password.",
    params: uuidParam,
    body: memberPasswordBody,
    response: okBody,
    errors: MEMBER_ERRORS,
    handler: async ({ caller, params, body: { newPassword, repeatPassword } }) => {
      const member = await orgMember(caller, params.uuid);
      const problem = memberPasswordProblem(newPassword, repeatPassword);
      if (problem) throw new BffError(400, 'BAD_REQUEST', problem);
      await caller.call(updateTeamUserPassword, { body: { newPassword, userUUID: member.uuid } });
      return { ok: true as const };
    },
  }),

  endpoint(routes.deactivateMember, {
    summary: 'Deactivates a member.',
    params: uuidParam,
    response: deactivateTeamUser.response,
    errors: MEMBER_ERRORS,
    handler: async ({ caller, params }) => {
      const member = await orgMember(caller, params.uuid);
      return caller.call(deactivateTeamUser, {
        params: { uuid: member.uuid },
        query: { entityuuid: caller.entity },
      });
    },
  }),

  endpoint(routes.activateMember, {
    summary: 'Activates a member.',
    params: uuidParam,
    response: activateTeamUser.response,
    errors: MEMBER_ERRORS,
    handler: async ({ caller, params }) => {
      const member = await orgMember(caller, params.uuid);
      return caller.call(activateTeamUser, {
        params: { uuid: member.uuid },
        query: { entityuuid: caller.entity },
      });
    },
  }),
];
