import { z } from 'zod';
import { strongPassword } from './auth';
import { defineCall, email, isoDate, okBody } from './define-call';
import { entityParams } from './lists';

/** Team member (spec 1 §3). */
export const teamMember = z.object({
  uuid: z.string(),
  officerId: z.string(),
  fullname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  isActive: z.boolean(),
  isScansIncluded: z.boolean(),
  captureCount: z.number().int(),
  lastLogin: isoDate.nullable(),
  createdAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMember>;

/** Invitation (spec 1 §3); Pending until accepted (spec 1 §4). */
export const invitation = z.object({
  uuid: z.string(),
  fullname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** When it was last sent (created or resent). */
  createdAt: isoDate,
  /** When its link stops working (14 days after the last send); then it holds no seat. */
  expiresAt: isoDate,
});
export type Invitation = z.infer<typeof invitation>;

/** Field rules shared by the dialogs, the BFF and the provider (spec 1 §5). */
export const fullname = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a full name.' })
  .max(120, { message: 'Names are at most 120 characters.' });
export const officerId = z
  .string()
  .trim()
  .min(1, { message: 'Please enter an officer ID.' })
  .max(40, { message: 'Officer IDs are at most 40 characters.' });
export const memberEmail = email.pipe(
  z.string().max(254, { message: 'Email addresses are at most 254 characters.' }),
);
/** Longest password any team call takes (a longer one is refused before it is hashed). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG = `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`;
/** New member password: at least 8 characters (the hint asks for 1 capital, 1 number, 1 symbol). */
export const newMemberPassword = z
  .string()
  .min(8, { message: 'The password needs at least 8 characters.' })
  .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG });
/** The stricter password rule (spec 1 §5) with the length cap: member password, accept. */
export const memberStrongPassword = strongPassword.max(PASSWORD_MAX_LENGTH, {
  message: PASSWORD_TOO_LONG,
});
/** A password given to prove an account or to be checked later: non-empty, capped. */
export const givenPassword = z
  .string()
  .min(1, { message: 'Please enter a password.' })
  .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG });

const userUuidParams = z.object({ uuid: z.uuid() });
/** The organisation a membership change applies to (deactivate and activate). */
const entityQuery = z.object({ entityuuid: z.uuid() });

/** The seat check (spec 1 §7): remaining seats; null while the organisation is on its trial. */
export const seatCheck = z.object({
  remainingSeatCount: z.number().int().nullable(),
  paidSeatCount: z.number().int(),
  /** Active members (a super administrator counts as 1) plus pending invitations. */
  usedSeatCount: z.number().int(),
  isTrial: z.boolean(),
});
export type SeatCheck = z.infer<typeof seatCheck>;

export const listTeamUsers = defineCall({
  id: 'listTeamUsers',
  area: 'team',
  method: 'GET',
  path: '/api/v2/team/{entity}/users/',
  summary:
    'Members of the organisation (all roles), sorted by full name; for its administrators. isSuperAdmin is account-wide (a super administrator of any organisation).',
  auth: true,
  params: entityParams,
  response: z.object({ users: z.array(teamMember) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});

export const updateTeamUser = defineCall({
  id: 'updateTeamUser',
  area: 'team',
  method: 'PUT',
  path: '/api/v1/team/user',
  summary:
    'Edits a member of the organisation: officer id, full name, role (isAdmin) and active state. The e-mail must be the current one (it changes through /api/v1/team/user/email). Super administrators cannot be edited.',
  auth: true,
  body: z.object({
    /** Empty for members who have none yet (the dialog requires one). */
    officerId: z.string().trim().max(40, { message: 'Officer IDs are at most 40 characters.' }),
    fullname,
    email: memberEmail,
    isActive: z.boolean(),
    isAdmin: z.boolean(),
    uuid: z.uuid(),
    entityUUID: z.uuid(),
  }),
  response: teamMember,
  errors: {
    400: 'Invalid field, or an e-mail other than the current one.',
    401: 'Activation needs a free paid seat.',
    403: 'Not an administrator of the organisation, or the member is a super administrator.',
    404: 'No such member of the organisation.',
  },
});

export const updateTeamUserEmail = defineCall({
  id: 'updateTeamUserEmail',
  area: 'team',
  method: 'PUT',
  path: '/api/v1/team/user/email',
  summary:
    "Changes a member's sign-in e-mail. The caller must administer every organisation the member belongs to.",
  auth: true,
  body: z.object({ email: memberEmail, uuid: z.uuid() }),
  response: okBody,
  errors: {
    400: 'Invalid e-mail.',
    403: 'Not allowed to change this account.',
    404: 'No such member.',
    409: 'The e-mail is used by another account.',
  },
});

export const updateTeamUserPassword = defineCall({
  id: 'updateTeamUserPassword',
  area: 'team',
  method: 'PUT',
  path: '/api/v1/team/user/password',
  summary:
    "Sets a member's dashboard password (the stricter rule); the member's open sessions end.",
  auth: true,
  body: z.object({ newPassword: memberStrongPassword, userUUID: z.uuid() }),
  response: okBody,
  errors: {
    400: 'Weak password.',
    403: 'Not allowed to change this account.',
    404: 'No such member.',
  },
});

export const deactivateTeamUser = defineCall({
  id: 'deactivateTeamUser',
  area: 'team',
  method: 'DELETE',
  path: '/api/v1/team/user/{uuid}/deactivate',
  summary:
    "Deactivates a member in the organisation: sign-in is refused there and the member's open sessions end. Not for super administrators or oneself.",
  auth: true,
  params: userUuidParams,
  query: entityQuery,
  response: teamMember,
  errors: {
    403: 'Not an administrator, the member is a super administrator, or oneself.',
    404: 'No such member of the organisation.',
  },
});

export const activateTeamUser = defineCall({
  id: 'activateTeamUser',
  area: 'team',
  method: 'PUT',
  path: '/api/v1/team/user/{uuid}/activate',
  summary: 'Activates a deactivated member again; needs a free paid seat.',
  auth: true,
  params: userUuidParams,
  query: entityQuery,
  response: teamMember,
  errors: {
    401: 'No paid seat left.',
    403: 'Not an administrator of the organisation.',
    404: 'No such member of the organisation.',
  },
});

export const checkSeats = defineCall({
  id: 'checkSeats',
  area: 'team',
  method: 'GET',
  path: '/api/v1/invitation/{entity}/checkauth',
  summary:
    'Seat check before adding or inviting a user: remaining paid seats (null during the trial, whose seats are open). 401 when none are left.',
  auth: true,
  params: entityParams,
  response: seatCheck,
  errors: { 401: 'No paid seat left.', 403: 'Not an administrator of the organisation.' },
});

export const listInvitations = defineCall({
  id: 'listInvitations',
  area: 'team',
  method: 'GET',
  path: '/api/v2/invitation/{entity}',
  summary: 'Pending invitations of the organisation, newest first.',
  auth: true,
  params: entityParams,
  response: z.object({ invitations: z.array(invitation) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});

export const createInvitation = defineCall({
  id: 'createInvitation',
  area: 'team',
  method: 'POST',
  path: '/api/v2/invitation',
  summary:
    'Invites a person by e-mail (a paid seat is held while it is pending); the mail carries the accept link.',
  auth: true,
  body: z.object({
    fullname,
    email: memberEmail,
    isAdmin: z.boolean(),
    entityUUID: z.uuid(),
  }),
  response: invitation,
  errors: {
    401: 'No paid seat left.',
    403: 'Not an administrator of the organisation.',
    409: 'Already a member or already invited.',
  },
});

export const deleteInvitation = defineCall({
  id: 'deleteInvitation',
  area: 'team',
  method: 'DELETE',
  path: '/api/v1/invitation/{uuid}/delete',
  summary: 'Deletes a pending invitation (its seat is free again).',
  auth: true,
  params: userUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator of the organisation.', 404: 'No such invitation.' },
});

export const resendInvitation = defineCall({
  id: 'resendInvitation',
  area: 'team',
  method: 'POST',
  path: '/api/v1/invitation/email',
  summary:
    'Sends the invitation mail again; the invitation counts as sent now (createdAt), so its link works for 14 days from here.',
  auth: true,
  body: z.object({ uuid: z.uuid() }),
  response: okBody,
  errors: {
    403: 'Not an administrator of the organisation.',
    404: 'No such invitation.',
    429: 'The invitation was sent too many times recently; no mail is queued. Retry-After says when to try again.',
  },
});

export const createNewUser = defineCall({
  id: 'createNewUser',
  area: 'team',
  method: 'POST',
  path: '/api/v1/auth/newuser',
  summary:
    'Creates an account with a password in the organisation (Standard Patrol or Administrator); needs a free paid seat.',
  auth: true,
  body: z.object({
    fullname,
    email: memberEmail,
    password: newMemberPassword,
    isAdmin: z.boolean(),
    entityUUID: z.uuid(),
  }),
  response: teamMember,
  errors: {
    401: 'No paid seat left.',
    403: 'Not an administrator of the organisation.',
    409: 'The e-mail belongs to an existing account.',
  },
});

/** What the accept page shows of an invitation. */
export const invitationInfo = z.object({
  uuid: z.string(),
  orgName: z.string(),
  fullname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** An account with this e-mail exists: accepting asks for its password instead of a new one. */
  hasAccount: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

export const getInvitation = defineCall({
  id: 'getInvitation',
  area: 'team',
  method: 'GET',
  path: '/api/v1/invitation/accept/{uuid}',
  summary:
    'The pending invitation behind an accept link (public: the uuid is the credential). A link last sent more than 14 days ago answers 404 like an unknown one.',
  auth: false,
  params: userUuidParams,
  response: invitationInfo,
  errors: { 404: 'No pending invitation with this id.' },
});

export const acceptInvitation = defineCall({
  id: 'acceptInvitation',
  area: 'team',
  method: 'POST',
  path: '/api/v1/invitation/accept',
  summary:
    'Accepts an invitation: a new account gets the full name and password (the stricter rule); an existing account proves itself with its password. The membership is created in the organisation.',
  auth: false,
  body: z.object({
    uuid: z.uuid(),
    fullname: fullname.optional(),
    password: givenPassword,
  }),
  response: z.object({ isAdmin: z.boolean(), orgName: z.string() }),
  errors: {
    400: 'Weak password for a new account.',
    401: 'Wrong password of the existing account.',
    404: 'No pending invitation with this id.',
    429: "Too many wrong passwords for the existing account (shared with sign-in's limits); Retry-After says when to try again.",
  },
});

/** One record of the audit trail: who did what, when. */
export const auditEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  targetUuid: z.string().nullable(),
  /** The full name of the account the action was on, when it was one. */
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const listAuditEvents = defineCall({
  id: 'listAuditEvents',
  area: 'team',
  method: 'GET',
  path: '/api/v1/audit/{entity}',
  summary: "The organisation's audit trail, newest first (administrators).",
  auth: true,
  params: entityParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ events: z.array(auditEvent) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});

// Billing (seats are bought there) is published with the team calls: lib/contract/index.ts
// collects the calls of this module.
export * from './billing';
