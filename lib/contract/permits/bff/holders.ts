import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { okBody } from '../../define-call';
import { issuedPermit, manualIssueBody } from '../issued';
import { customerBody, customerVehicle, permitCustomer, vehicleBody } from '../holders';
import { permitProduct } from '../products';
import { safeText } from '../fields';
import { permitHoldersBffRoutes as routes } from '../bff-routes/holders';

/** The answers of the BFF's /api/permits/holders routes (the holders and manual issue screens). */

export const INVALID_HOLDER = 'This is an invalid customer.';

/** GET /api/permits/holders */
export const holdersListResponse = z.object({
  customers: z.array(permitCustomer),
  /** The provider answers at most this many rows; more exist when `customers` reaches it. */
  limit: z.number().int(),
});
export type HoldersListResponse = z.infer<typeof holdersListResponse>;

export const holdersQuery = z.object({ search: safeText(120, 'The search').optional() });

export type HolderVehicle = z.infer<typeof customerVehicle>;

/** GET /api/permits/holders/:id */
export const holderDetailResponse = z.object({
  customer: permitCustomer,
  permits: z.array(issuedPermit),
  vehicles: z.array(customerVehicle),
});
export type HolderDetailResponse = z.infer<typeof holderDetailResponse>;

/** GET /api/permits/holders/:id/add-permit */
export const holderIssueFormResponse = z.object({
  customer: permitCustomer,
  vehicles: z.array(customerVehicle),
  products: z.array(permitProduct),
});
export type HolderIssueFormResponse = z.infer<typeof holderIssueFormResponse>;

/** POST /api/permits/holders/:id/permits: the manual-issue payload without the customer (the path's). */
export const holderIssueBody = manualIssueBody.omit({ customerUUID: true });

/** A holder's id in the path: anything but a uuid is an invalid customer (404). */
export const holderParams = z.object({ id: z.uuid({ message: INVALID_HOLDER }) });

const HOLDER = { 404: INVALID_HOLDER };

/** The BFF endpoints of the permit holders screens: routes with their zod schemas. */
export const permitHoldersEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.listHolders, {
    summary:
      'Permit holders of the organisation, newest first (at most 2,000); `search` matches name, e-mail or customer id.',
    query: holdersQuery,
    response: holdersListResponse,
  }),
  defineEndpoint(routes.createHolder, {
    summary: 'Creates a permit holder (name and e-mail).',
    body: customerBody,
    response: permitCustomer,
    errors: { 409: 'This permit holder email already exists, or the portal is not activated.' },
  }),
  defineEndpoint(routes.getHolder, {
    summary: 'One permit holder with their permits and vehicles.',
    params: holderParams,
    response: holderDetailResponse,
    errors: HOLDER,
  }),
  defineEndpoint(routes.updateHolder, {
    summary: "Edits a permit holder's name and e-mail.",
    params: holderParams,
    body: customerBody,
    response: permitCustomer,
    errors: { ...HOLDER, 409: 'This email already exists for another customer.' },
  }),
  defineEndpoint(routes.deleteHolder, {
    summary: 'Deletes a permit holder without valid or waiting permits.',
    params: holderParams,
    response: okBody,
    errors: { ...HOLDER, 409: 'The holder still has valid or waiting permits.' },
  }),
  defineEndpoint(routes.issueForm, {
    summary: 'What the manual issue form offers: the holder, their vehicles and the permit types.',
    params: holderParams,
    response: holderIssueFormResponse,
    errors: HOLDER,
  }),
  defineEndpoint(routes.addVehicle, {
    summary: 'Adds a vehicle to a permit holder (text upper-cased).',
    params: holderParams,
    body: vehicleBody,
    response: customerVehicle,
    errors: HOLDER,
  }),
  defineEndpoint(routes.issuePermit, {
    summary: 'Issues a permit by hand to the holder (manual issue).',
    params: holderParams,
    body: holderIssueBody,
    response: issuedPermit,
    errors: {
      404: 'No such customer, permit type or vehicle.',
      409: 'The permit type reached its maximum count.',
    },
  }),
];
