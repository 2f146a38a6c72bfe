import { z } from 'zod';
import { HOLDER_FORM_TEXTS } from '../../rules/permits/holder-forms';
import { callsOf, entityParams, isoDate } from '../define-call';
import { entityUuidParams, permitEmail, requiredText } from './fields';
import { issuedPermit } from './issued';
import { permitProduct } from './products';

/** Business account (spec 2 §3). */
export const businessAccount = z.object({
  uuid: z.string(),
  customerUUID: z.string(),
  name: z.string(),
  adminName: z.string(),
  customerEmail: z.string(),
  permitCount: z.number().int(),
  totalCount: z.number().int(),
  createdAt: isoDate,
});
export type BusinessAccount = z.infer<typeof businessAccount>;

export const businessProducts = z.object({
  assigned: z.array(permitProduct),
  available: z.array(permitProduct),
});

export const businessAssignmentBody = z.object({ permitProductUUID: z.uuid() });

export const businessAdminBody = z.object({
  fullname: requiredText(120, 'Name', HOLDER_FORM_TEXTS.name),
  email: permitEmail,
});

const errors = { 403: 'Not a member of the organisation.', 404: 'This is an invalid customer.' };

const call = callsOf('permits');

export const listBusinessAccounts = call.get('listBusinessAccounts', {
  path: '/api/v1/permits/{entity}/business-accounts',
  summary: 'Business accounts (customer entities) of the organisation.',
  params: entityParams,
  response: z.array(businessAccount),
  errors: { 403: errors[403] },
});

export const getBusinessAccount = call.get('getBusinessAccount', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}',
  summary: 'One business account.',
  params: entityUuidParams,
  response: businessAccount,
  errors,
});

export const updateBusinessAdmin = call.put('updateBusinessAdmin', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}',
  summary: "Updates the business account admin's name and e-mail.",
  params: entityUuidParams,
  body: businessAdminBody,
  response: businessAccount,
  errors: { ...errors, 409: 'This email already exists for another customer.' },
});

export const getBusinessProducts = call.get('getBusinessProducts', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments',
  summary:
    'Permit types assigned to the business account (all-customer types included) and those available to assign.',
  params: entityUuidParams,
  response: businessProducts,
  errors,
});

export const listBusinessIssued = call.get('listBusinessIssued', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}/permits',
  summary: 'Permits issued by the business account, newest first (at most 500).',
  params: entityUuidParams,
  response: z.array(issuedPermit),
  errors,
});

export const assignBusinessPermit = call.post('assignBusinessPermit', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments',
  summary: 'Assigns a permit type to the business account (idempotent).',
  params: entityUuidParams,
  body: businessAssignmentBody,
  response: businessProducts,
  errors: { ...errors, 404: 'No such business account or permit type.' },
});

export const removeBusinessPermit = call.put('removeBusinessPermit', {
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments/remove',
  summary: 'Removes an assignment; all-customer (default) types cannot be removed (400).',
  params: entityUuidParams,
  body: businessAssignmentBody,
  response: businessProducts,
  errors: {
    ...errors,
    400: 'Default permit types cannot be removed.',
    404: 'No such business account or permit type.',
  },
});
