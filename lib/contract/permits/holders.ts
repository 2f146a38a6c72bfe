import { z } from 'zod';
import { HOLDER_FORM_TEXTS, VEHICLE_TEXTS } from '../../rules/permits/holder-forms';
import { callsOf, entityParams, isoDate, okBody } from '../define-call';
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

const call = callsOf('permits');

export const listPermitCustomers = call.get('listPermitCustomers', {
  path: '/api/v1/permits/{entity}/customers',
  summary: 'Permit holders, newest first; `search` matches name, e-mail or customer id.',
  params: entityParams,
  query: z.object({ search: safeText(120).optional() }),
  response: z.array(permitCustomer),
  errors: { 403: errors[403] },
});

export const getPermitCustomer = call.get('getPermitCustomer', {
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary: 'One permit holder.',
  params: entityUuidParams,
  response: permitCustomer,
  errors,
});

export const listCustomerPermits = call.get('listCustomerPermits', {
  path: '/api/v1/permits/{entity}/customer/{uuid}/permits',
  summary: "A holder's permits, newest first.",
  params: entityUuidParams,
  response: z.array(issuedPermit),
  errors,
});

export const listCustomerVehicles = call.get('listCustomerVehicles', {
  path: '/api/v1/permits/{entity}/customer/{uuid}/vehicles',
  summary: "A holder's vehicles.",
  params: entityUuidParams,
  response: z.array(customerVehicle),
  errors,
});

export const createPermitCustomer = call.post('createPermitCustomer', {
  path: '/api/v1/permits/{entity}/customers',
  summary: 'Creates a permit holder (needs the portal subdomain: 409 PORTAL_NOT_CONFIGURED).',
  params: entityParams,
  body: customerBody,
  response: permitCustomer,
  errors: {
    403: errors[403],
    409: 'This permit holder email already exists, or the portal is not configured.',
  },
});

export const updatePermitCustomer = call.put('updatePermitCustomer', {
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary: 'Edits name and e-mail of a holder.',
  params: entityUuidParams,
  body: customerBody,
  response: permitCustomer,
  errors: { ...errors, 409: 'This email already exists for another customer.' },
});

export const deletePermitCustomer = call.delete('deletePermitCustomer', {
  path: '/api/v1/permits/{entity}/customer/{uuid}',
  summary:
    'Deletes a holder with no valid or waiting permit (409 otherwise); their permits are canceled.',
  params: entityUuidParams,
  response: okBody,
  errors: { ...errors, 409: 'The holder still has valid or waiting permits.' },
});

export const createCustomerVehicle = call.post('createCustomerVehicle', {
  path: '/api/v1/permits/{entity}/customer/{uuid}/vehicles',
  summary: 'Adds a vehicle to a holder (text upper-cased).',
  params: entityUuidParams,
  body: vehicleBody,
  response: customerVehicle,
  errors,
});

export const updateCustomerVehicle = call.put('updateCustomerVehicle', {
  path: '/api/v1/permits/{entity}/vehicle/{uuid}',
  summary: "Edits a holder's vehicle; the permit list follows a changed plate.",
  params: entityUuidParams,
  body: vehicleBody,
  response: customerVehicle,
  errors: { ...errors, 404: 'No such vehicle.' },
});
