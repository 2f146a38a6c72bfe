import { z } from 'zod';
import { callsOf, entityParams, isoDate, okBody } from '../define-call';
import {
  fullname,
  memberEmail,
  newMemberPassword,
  teamMember,
  givenPassword,
  userUuidParams,
} from './members';

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

const call = callsOf('team');

export const listInvitations = call.get('listInvitations', {
  path: '/api/v2/invitation/{entity}',
  summary: 'Pending invitations of the organisation, newest first.',
  params: entityParams,
  response: z.object({ invitations: z.array(invitation) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});

export const createInvitation = call.post('createInvitation', {
  path: '/api/v2/invitation',
  summary:
    'Invites a person by e-mail (a paid seat is held while it is pending); the mail carries the accept link.',
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

export const deleteInvitation = call.delete('deleteInvitation', {
  path: '/api/v1/invitation/{uuid}/delete',
  summary: 'Deletes a pending invitation (its seat is free again).',
  params: userUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator of the organisation.', 404: 'No such invitation.' },
});

export const resendInvitation = call.post('resendInvitation', {
  path: '/api/v1/invitation/email',
  summary:
    'Sends the invitation mail again; the invitation counts as sent now (createdAt), so its link works for 14 days from here.',
  body: z.object({ uuid: z.uuid() }),
  response: okBody,
  errors: {
    403: 'Not an administrator of the organisation.',
    404: 'No such invitation.',
    429: 'The invitation was sent too many times recently; no mail is queued. Retry-After says when to try again.',
  },
});

export const createNewUser = call.post('createNewUser', {
  path: '/api/v1/auth/newuser',
  summary:
    'Creates an account with a password in the organisation (Standard Patrol or Administrator); needs a free paid seat.',
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

export const getInvitation = call.get('getInvitation', {
  path: '/api/v1/invitation/accept/{uuid}',
  summary:
    'The pending invitation behind an accept link (public: the uuid is the credential). A link last sent more than 14 days ago answers 404 like an unknown one.',
  auth: false,
  params: userUuidParams,
  response: invitationInfo,
  errors: { 404: 'No pending invitation with this id.' },
});

export const acceptInvitation = call.post('acceptInvitation', {
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
