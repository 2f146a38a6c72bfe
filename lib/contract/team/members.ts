import { z } from 'zod';
import { callsOf, email, entityParams, isoDate, okBody } from '../define-call';
import { strongPassword } from '../auth';
import { passwordText, plainText, TEXT_MAX } from '../text';

export const userUuidParams = z.object({ uuid: z.uuid() });

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

/** Field rules shared by the dialogs, the BFF and the provider (spec 1 §5). */
export const fullname = plainText({
  label: 'Full name',
  max: TEXT_MAX.name,
  tooLong: `Names are at most ${TEXT_MAX.name} characters.`,
}).min(1, { message: 'Please enter a full name.' });

/** An officer ID as typed; empty for members who have none yet (the dialog requires one). */
export const officerIdText = plainText({
  label: 'Officer ID',
  max: TEXT_MAX.officerId,
  tooLong: `Officer IDs are at most ${TEXT_MAX.officerId} characters.`,
});

export const officerId = officerIdText.min(1, { message: 'Please enter an officer ID.' });

/** At most 254 characters, no control or direction characters, a valid address (define-call.ts). */
export const memberEmail = email;

/** Longest password any team call takes (a longer one is refused before it is hashed). */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_LONG = `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`;

/** New member password: at least 8 characters (the hint asks for 1 capital, 1 number, 1 symbol). */
export const newMemberPassword = passwordText({
  max: PASSWORD_MAX_LENGTH,
  tooLong: PASSWORD_TOO_LONG,
}).min(8, { message: 'The password needs at least 8 characters.' });

/** The stricter password rule (spec 1 §5) with the length cap: member password, accept. */
export const memberStrongPassword = strongPassword.max(PASSWORD_MAX_LENGTH, {
  message: PASSWORD_TOO_LONG,
});

/** A password given to prove an account or to be checked later: non-empty, capped. */
export const givenPassword = passwordText({
  max: PASSWORD_MAX_LENGTH,
  tooLong: PASSWORD_TOO_LONG,
}).min(1, { message: 'Please enter a password.' });

/** The organisation a membership change applies to (deactivate and activate). */
const entityQuery = z.object({ entityuuid: z.uuid() });

const call = callsOf('team');

export const listTeamUsers = call.get('listTeamUsers', {
  path: '/api/v2/team/{entity}/users/',
  summary:
    'Members of the organisation (all roles), sorted by full name; for its administrators. isSuperAdmin is account-wide (a super administrator of any organisation).',
  params: entityParams,
  response: z.object({ users: z.array(teamMember) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});

export const updateTeamUser = call.put('updateTeamUser', {
  path: '/api/v1/team/user',
  summary:
    'Edits a member of the organisation: officer id, full name, role (isAdmin) and active state. The e-mail must be the current one (it changes through /api/v1/team/user/email). The role and active state of a super administrator cannot be changed.',
  body: z.object({
    /** Empty for members who have none yet (the dialog requires one). */
    officerId: officerIdText,
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

export const updateTeamUserEmail = call.put('updateTeamUserEmail', {
  path: '/api/v1/team/user/email',
  summary:
    "Changes a member's sign-in e-mail. The caller must administer every organisation the member belongs to.",
  body: z.object({ email: memberEmail, uuid: z.uuid() }),
  response: okBody,
  errors: {
    400: 'Invalid e-mail.',
    403: 'Not allowed to change this account.',
    404: 'No such member.',
    409: 'The e-mail is used by another account.',
  },
});

export const updateTeamUserPassword = call.put('updateTeamUserPassword', {
  path: '/api/v1/team/user/password',
  summary:
    "Sets a member's dashboard password (the stricter rule); the member's open sessions end.",
  body: z.object({ newPassword: memberStrongPassword, userUUID: z.uuid() }),
  response: okBody,
  errors: {
    400: 'Weak password.',
    403: 'Not allowed to change this account.',
    404: 'No such member.',
  },
});

export const deactivateTeamUser = call.delete('deactivateTeamUser', {
  path: '/api/v1/team/user/{uuid}/deactivate',
  summary:
    "Deactivates a member in the organisation: sign-in is refused there and the member's open sessions end. Not for super administrators or oneself.",
  params: userUuidParams,
  query: entityQuery,
  response: teamMember,
  errors: {
    403: 'Not an administrator, the member is a super administrator, or oneself.',
    404: 'No such member of the organisation.',
  },
});

export const activateTeamUser = call.put('activateTeamUser', {
  path: '/api/v1/team/user/{uuid}/activate',
  summary: 'Activates a deactivated member again; needs a free paid seat.',
  params: userUuidParams,
  query: entityQuery,
  response: teamMember,
  errors: {
    401: 'No paid seat left.',
    403: 'Not an administrator of the organisation.',
    404: 'No such member of the organisation.',
  },
});
