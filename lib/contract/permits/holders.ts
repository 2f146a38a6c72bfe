import { z } from 'zod';
import { HOLDER_FORM_TEXTS, VEHICLE_TEXTS } from '../../rules/permits/holder-forms';
import { defineCall, entityParams, isoDate, okBody } from '../define-call';
import {
  entityUuidParams,
  permitEmail,
  requiredText,
  safeText,
  upperField,
  vehicle,
} from './fields';
import { issuedPermit } from './issued';

/** Customer (permit holder), spec 2 §3. */
export const permitCustomer = z.object({
  uuid: z.string(),
  customerPublicId: z.string(),
  fullname: z.string(),
  email: z.string(),
  permitCount: z.number().int(),
  totalCount: z.number().int(),
  createdAt: isoDate,
  customerEntityUUID: z.string().nullable(),
  customerEntityName: z.string().nullable(),
});
export type PermitCustomer = z.infer<typeof permitCustomer>;

export const customerVehicle = vehicle.extend({ uuid: z.string(), customerUUID: z.string() });

export const customerBody = z.object({
  fullname: requiredText(120, 'Name', HOLDER_FORM_TEXTS.name),
  email: permitEmail,
});

export const vehicleBody = z.object({
  plate: upperField(16, 'License plate', VEHICLE_TEXTS.plate),
  state: upperField(64, 'State/Province/Region', VEHICLE_TEXTS.state),
  make: upperField(64, 'Make', VEHICLE_TEXTS.make),
  model: upperField(64, 'Model', VEHICLE_TEXTS.model),
  color: upperField(32, 'Color', VEHICLE_TEXTS.color),
});

const errors = { 403: 'Not a member of the organisation.', 404: 'This is an invalid customer.' };

export const listPermitCustomers = defineCall({
  id: 'listPermitCustomers',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/customers',
  summary: 'Permit holders, newest first; `search` matches name, e-mail or customer id.',
  auth: true,
  params: entityParams,
  query: z.object({ search: safeText(120).optional() }),
  response: z.array(permitCustomer),
  errors: { 403: errors[403] },
});

export const getPermitCustomer = defineCall({
  id: 'getPermitCustomer',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary: 'One permit holder.',
  auth: true,
  params: entityUuidParams,
  response: permitCustomer,
  errors,
});

export const listCustomerPermits = defineCall({
  id: 'listCustomerPermits',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/customer/{uuid}/permits',
  summary: "A holder's permits, newest first.",
  auth: true,
  params: entityUuidParams,
  response: z.array(issuedPermit),
  errors,
});

export const listCustomerVehicles = defineCall({
  id: 'listCustomerVehicles',
  area: 'permits',
  method: 'GET',
  path: '/api/v1/permits/{entity}/customer/{uuid}/vehicles',
  summary: "A holder's vehicles.",
  auth: true,
  params: entityUuidParams,
  response: z.array(customerVehicle),
  errors,
});

export const createPermitCustomer = defineCall({
  id: 'createPermitCustomer',
  area: 'permits',
  method: 'POST',
  path: '/api/v1/permits/{entity}/customers',
  summary: 'Creates a permit holder (needs the portal subdomain: 409 PORTAL_NOT_CONFIGURED).',
  auth: true,
  params: entityParams,
  body: customerBody,
  response: permitCustomer,
  errors: {
    403: errors[403],
    409: 'This permit holder email already exists, or the portal is not configured.',
  },
});

export const updatePermitCustomer = defineCall({
  id: 'updatePermitCustomer',
  area: 'permits',
  method: 'PUT',
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary: 'Edits name and e-mail of a holder.',
  auth: true,
  params: entityUuidParams,
  body: customerBody,
  response: permitCustomer,
  errors: { ...errors, 409: 'This email already exists for another customer.' },
});

export const deletePermitCustomer = defineCall({
  id: 'deletePermitCustomer',
  area: 'permits',
  method: 'DELETE',
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary:
    'Deletes a holder with no valid or waiting permit (409 otherwise); their permits are canceled.',
  auth: true,
  params: entityUuidParams,
  response: okBody,
  errors: { ...errors, 409: 'The holder still has valid or waiting permits.' },
});

export const createCustomerVehicle = defineCall({
  id: 'createCustomerVehicle',
  area: 'permits',
  method: 'POST',
  path: '/api/v1/permits/{entity}/customer/{uuid}/vehicles',
  summary: 'Adds a vehicle to a holder (text upper-cased).',
  auth: true,
  params: entityUuidParams,
  body: vehicleBody,
  response: customerVehicle,
  errors,
});

export const updateCustomerVehicle = defineCall({
  id: 'updateCustomerVehicle',
  area: 'permits',
  method: 'PUT',
  path: '/api/v1/permits/{entity}/vehicle/{uuid}',
  summary: "Edits a holder's vehicle; the permit list follows a changed plate.",
  auth: true,
  params: entityUuidParams,
  body: vehicleBody,
  response: customerVehicle,
  errors: { ...errors, 404: 'No such vehicle.' },
});
