import { z } from 'zod';
import { HOLDER_FORM_TEXTS } from '../../rules/permits/holder-forms';
import { defineCall, entityParams, isoDate } from '../define-call';
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

export const listBusinessAccounts = defineCall({
  id: 'listBusinessAccounts',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/business-accounts',
  summary: 'Business accounts (customer entities) of the organisation.',
  auth: true,
  params: entityParams,
  response: z.array(businessAccount),
  errors: { 403: errors[403] },
});

export const getBusinessAccount = defineCall({
  id: 'getBusinessAccount',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/business-account/{uuid}',
  summary: 'One business account.',
  auth: true,
  params: entityUuidParams,
  response: businessAccount,
  errors,
});

export const updateBusinessAdmin = defineCall({
  id: 'updateBusinessAdmin',
  area: 'permits',
  method: 'PUT',
  path: '/api/v1/permits/{entity}/business-account/{uuid}',
  summary: "Updates the business account admin's name and e-mail.",
  auth: true,
  params: entityUuidParams,
  body: businessAdminBody,
  response: businessAccount,
  errors: { ...errors, 409: 'This email already exists for another customer.' },
});

export const getBusinessProducts = defineCall({
  id: 'getBusinessProducts',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments',
  summary:
    'Permit types assigned to the business account (all-customer types included) and those available to assign.',
  auth: true,
  params: entityUuidParams,
  response: businessProducts,
  errors,
});

export const listBusinessIssued = defineCall({
  id: 'listBusinessIssued',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/business-account/{uuid}/permits',
  summary: 'Permits issued by the business account, newest first (at most 500).',
  auth: true,
  params: entityUuidParams,
  response: z.array(issuedPermit),
  errors,
});

export const assignBusinessPermit = defineCall({
  id: 'assignBusinessPermit',
  area: 'permits',
  method: 'POST',
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments',
  summary: 'Assigns a permit type to the business account (idempotent).',
  auth: true,
  params: entityUuidParams,
  body: businessAssignmentBody,
  response: businessProducts,
  errors: { ...errors, 404: 'No such business account or permit type.' },
});

export const removeBusinessPermit = defineCall({
  id: 'removeBusinessPermit',
  area: 'permits',
  method: 'PUT',
  path: '/api/v1/permits/{entity}/business-account/{uuid}/assignments/remove',
  summary: 'Removes an assignment; all-customer (default) types cannot be removed (400).',
  auth: true,
  params: entityUuidParams,
  body: businessAssignmentBody,
  response: businessProducts,
  errors: {
    ...errors,
    400: 'Default permit types cannot be removed.',
    404: 'No such business account or permit type.',
  },
});
