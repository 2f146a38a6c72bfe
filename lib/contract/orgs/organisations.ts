import { z } from 'zod';
import { callsOf, okBody } from '../define-call';
import { plainText, TEXT_MAX, timezone } from '../text';

export const orgName = plainText({
  label: 'Organization name',
  max: TEXT_MAX.name,
  tooLong: `Organization names are at most ${TEXT_MAX.name} characters.`,
}).min(1, { message: 'Please enter an organization name.' });

export const memberRole = z.enum(['superadmin', 'admin', 'patrol']);

export type MemberRole = z.infer<typeof memberRole>;

/** Organisation (spec 1 §3) plus the signed-in user's role in it and its mailing flag. */
export const organisation = z.object({
  uuid: z.string(),
  name: z.string(),
  isActivated: z.boolean(),
  isPaymentsActive: z.boolean(),
  portalSubdomain: z.string().nullable(),
  /** All-time scan count. */
  totalCount: z.number().int(),
  /** Active member count. */
  orgMembers: z.number().int(),
  paidSeatCount: z.number().int(),
  orgId: z.number().int(),
  role: memberRole,
  /** Qualifies for violation mailing (spec 3 §1). */
  isMailingEnabled: z.boolean(),
  /** This is the super administrator's original organisation: it cannot be deleted. */
  isOriginal: z.boolean(),
  /** IANA zone of the organisation's lots (late fees, meter schedules, public pages). */
  timeZone: z.string(),
});

export type Organisation = z.infer<typeof organisation>;

export const orgListResponse = z.object({
  organizations: z.array(organisation),
  /** Paid seats of the user's original organisation (0 when none). */
  paidSeatCount: z.number().int(),
  /** orgId of the user's original organisation, null when none. */
  orgId: z.number().int().nullable(),
});

export type OrgListResponse = z.infer<typeof orgListResponse>;

export const orgNameBody = z.object({ name: orgName });

/** A new organisation: its name and, optionally, its zone (the creator's browser zone; else UTC). */
export const orgCreateBody = orgNameBody.extend({ timeZone: timezone.optional() });

/** A rename, and optionally a new zone (administrators set it in the organisation list). */
export const orgUpdateBody = orgCreateBody;

export const orgIdParams = z.object({ id: z.uuid() });

const call = callsOf('orgs');

export const listOrgs = call.get('listOrgs', {
  path: '/api/v1/dashboard/orgs',
  summary: 'The organisations the user may open in the dashboard.',
  response: orgListResponse,
  errors: { 401: 'Invalid token, or the user belongs to no organisation.' },
});

export const createOrg = call.post('createOrg', {
  path: '/api/v1/dashboard/orgs',
  summary: 'Creates an organisation; the super administrator becomes its super administrator.',
  body: orgCreateBody,
  response: organisation,
  errors: { 400: 'Name missing.', 401: 'Only super administrators create organisations.' },
});

export const renameOrg = call.put('renameOrg', {
  path: '/api/v1/dashboard/orgs/{id}/update',
  summary:
    'Renames an organisation and, with timeZone, sets its zone (administrators of it and super administrators).',
  params: orgIdParams,
  body: orgUpdateBody,
  response: organisation,
  errors: {
    400: 'Name missing.',
    403: 'Not an administrator of the organisation.',
    404: 'No such organisation for this user.',
  },
});

export const deleteOrg = call.delete('deleteOrg', {
  path: '/api/v1/dashboard/orgs/{id}/delete',
  summary: 'Deletes an organisation (super administrators; never their original one).',
  params: orgIdParams,
  response: okBody,
  errors: {
    401: "The organisation is the super administrator's original organisation.",
    403: 'Only super administrators delete organisations.',
    404: 'No such organisation for this user.',
  },
});

export const createMasterOrg = call.post('createMasterOrg', {
  path: '/api/v1/dashboard/orgs/new',
  summary:
    'A user in no organisation creates a master organisation and becomes its super administrator.',
  body: orgCreateBody,
  response: organisation,
  errors: { 400: 'Name missing.', 403: 'The user already belongs to an organisation.' },
});

export const checkOrgAuth = call.get('checkOrgAuth', {
  path: '/api/v1/dashboard/orgs/checkauth',
  summary: 'Whether the user may create and delete organisations (super administrator).',
  response: z.object({ isSuperAdmin: z.literal(true) }),
  errors: { 401: 'Not a super administrator.' },
});
