import { z } from 'zod';
import { invitation } from './invitations';
import { passwordText } from '../text';
import {
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
export * from './audit-log-bff';
