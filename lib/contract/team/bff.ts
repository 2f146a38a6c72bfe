import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { acceptInvitation, getInvitation, invitation } from './invitations';
import { teamBffRoutes } from './bff-routes';
import { passwordText } from '../text';
import {
  activateTeamUser,
  deactivateTeamUser,
  teamMember,
  fullname,
  memberEmail,
  newMemberPassword,
  officerId,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  givenPassword,
} from './members';

/**
 * Bodies and answers of the BFF's /api/team routes (the Team Management screen and the public
 * invitation page). The dialogs validate with the same schemas.
 */

/** GET /api/team/members */
export const teamMembersResponse = z.object({
  members: z.array(teamMember),
  count: z.number().int(),
  /** The signed-in user (the dialog offers no role or active change on oneself). */
  viewerUuid: z.string(),
});

export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

/** GET /api/team/invitations */
export const invitationsResponse = z.object({ invitations: z.array(invitation) });

export type InvitationsResponse = z.infer<typeof invitationsResponse>;

/** GET /api/team/seats: the seat counter (remaining is null during the trial: open seats). */
export const seatsResponse = z.object({
  remainingSeatCount: z.number().int().nullable(),
  paidSeatCount: z.number().int(),
  isTrial: z.boolean(),
});

export type SeatsResponse = z.infer<typeof seatsResponse>;

/** POST /api/team/members — the Add user dialog. */
export const addUserBody = z.object({
  fullname,
  email: memberEmail,
  password: newMemberPassword,
  isAdmin: z.boolean().default(false),
});

export type AddUserBody = z.infer<typeof addUserBody>;

/** PUT /api/team/members/:uuid — the member dialog's details. */
export const editMemberBody = z.object({ officerId, fullname, email: memberEmail });

export type EditMemberBody = z.infer<typeof editMemberBody>;

/** PUT /api/team/members/:uuid/role */
export const memberRoleBody = z.object({ isAdmin: z.boolean() });

/** PUT /api/team/members/:uuid/password — both fields; the BFF checks the member rule too. */
export const memberPasswordBody = z.object({
  newPassword: passwordText({ max: PASSWORD_MAX_LENGTH, tooLong: PASSWORD_TOO_LONG }),
  repeatPassword: passwordText({ max: PASSWORD_MAX_LENGTH, tooLong: PASSWORD_TOO_LONG }),
});

export type MemberPasswordBody = z.infer<typeof memberPasswordBody>;

/** POST /api/team/invitations */
export const inviteBody = z.object({
  fullname,
  email: memberEmail,
  isAdmin: z.boolean().default(false),
});

export type InviteBody = z.infer<typeof inviteBody>;

/** POST /api/team/accept/:uuid — the public invitation page. */
export const acceptInvitationBody = z.object({
  fullname: fullname.optional(),
  password: givenPassword,
});

export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** GET /api/team/activity: the newest changes of the audit trail, in words. */
export const teamActivityResponse = z.object({
  events: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      actorName: z.string(),
      summary: z.string(),
    }),
  ),
});

export type TeamActivityResponse = z.infer<typeof teamActivityResponse>;

const memberParam = z.object({ uuid: z.uuid() });
const ok = z.object({ ok: z.literal(true) });
const MEMBER = { 403: 'Only administrators manage the team.', 404: 'No such member.' };
const INVITATION = { 403: 'Only administrators manage the team.', 404: 'No such invitation.' };
const GONE = { 404: 'The invitation is no longer valid.' };

/** The BFF endpoints of Team Management and the invitation page. */
export const teamEndpoints: EndpointDefinition[] = [
  defineEndpoint(teamBffRoutes.listMembers, {
    summary: 'The members of the organisation.',
    response: teamMembersResponse,
  }),
  defineEndpoint(teamBffRoutes.addMember, {
    summary: 'Adds a user to the organisation.',
    body: addUserBody,
    response: teamMember,
    errors: { 403: 'Only administrators, and only with a free seat (NO_SEATS).' },
  }),
  defineEndpoint(teamBffRoutes.editMember, {
    summary: "Edits a member's officer ID, name and e-mail.",
    params: memberParam,
    body: editMemberBody,
    response: teamMember,
    errors: { ...MEMBER, 409: 'The e-mail address is used by another account.' },
  }),
  defineEndpoint(teamBffRoutes.memberRole, {
    summary: "Sets a member's role.",
    params: memberParam,
    body: memberRoleBody,
    response: teamMember,
    errors: MEMBER,
  }),
  defineEndpoint(teamBffRoutes.memberPassword, {
    summary: "Sets a member's password.",
    params: memberParam,
    body: memberPasswordBody,
    response: ok,
    errors: MEMBER,
  }),
  defineEndpoint(teamBffRoutes.deactivateMember, {
    summary: 'Deactivates a member.',
    params: memberParam,
    response: deactivateTeamUser.response,
    errors: MEMBER,
  }),
  defineEndpoint(teamBffRoutes.activateMember, {
    summary: 'Activates a member.',
    params: memberParam,
    response: activateTeamUser.response,
    errors: MEMBER,
  }),
  defineEndpoint(teamBffRoutes.seats, {
    summary: 'The seat counter.',
    response: seatsResponse,
  }),
  defineEndpoint(teamBffRoutes.checkSeats, {
    summary: 'The seat check before Add user and Invite (403 NO_SEATS when none).',
    response: seatsResponse,
    errors: { 403: 'No seat left (NO_SEATS).' },
  }),
  defineEndpoint(teamBffRoutes.listInvitations, {
    summary: 'Open invitations of the organisation.',
    response: invitationsResponse,
  }),
  defineEndpoint(teamBffRoutes.invite, {
    summary: 'Invites someone by e-mail.',
    body: inviteBody,
    response: invitation,
    errors: {
      403: 'Only administrators, and only with a free seat (NO_SEATS).',
      409: 'Already invited or a member.',
      429: 'Too many invitation mails.',
    },
  }),
  defineEndpoint(teamBffRoutes.resendInvitation, {
    summary: 'Sends an invitation again.',
    params: memberParam,
    response: ok,
    errors: { ...INVITATION, 429: 'Too many invitation mails.' },
  }),
  defineEndpoint(teamBffRoutes.deleteInvitation, {
    summary: 'Deletes an invitation.',
    params: memberParam,
    response: ok,
    errors: INVITATION,
  }),
  defineEndpoint(teamBffRoutes.activity, {
    summary: 'Latest team activity.',
    response: teamActivityResponse,
  }),
  defineEndpoint(teamBffRoutes.getInvitation, {
    summary: 'The invitation behind an accept link (the uuid is the credential).',
    params: memberParam,
    response: getInvitation.response,
    errors: GONE,
  }),
  defineEndpoint(teamBffRoutes.acceptInvitation, {
    summary: 'Accepts an invitation.',
    params: memberParam,
    body: acceptInvitationBody,
    response: acceptInvitation.response,
    errors: {
      ...GONE,
      401: 'The password is not the one of this account.',
      429: 'Too many attempts.',
    },
  }),
];
