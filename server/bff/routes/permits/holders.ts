import 'server-only';
import {
  createCustomerVehicle,
  createPermitCustomer,
  customerBody,
  customerVehicle,
  deletePermitCustomer,
  getPermitCustomer,
  issuedPermit,
  listCustomerPermits,
  listCustomerVehicles,
  listPermitCustomers,
  listPermitProducts,
  manualIssuePermit,
  permitCustomer,
  updatePermitCustomer,
  vehicleBody,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import {
  holderDetailResponse,
  holderIssueBody,
  holderIssueFormResponse,
  holderParams,
  holdersListResponse,
  holdersQuery,
  INVALID_HOLDER,
} from '@/lib/contract/permits/bff';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { permitsMessages } from '@/lib/messages/permits';
import { endpoint } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/**
 * /api/permits/holders: the permit holders list, its create dialog, the holder detail with its
 * edit/delete dialog, and the manual issue form. The organisation is the session's; a customer of
 * another organisation (or no customer at all) is 404 'This is an invalid customer.'
 */

/** The provider's cap on one list answer (provider/services/permits/holders.ts). */
const HOLDERS_LIST_LIMIT = 2000;

/** A path naming no customer: the invalid-customer 404 (holders and business accounts). */
export const INVALID_CUSTOMER = { code: 'INVALID_CUSTOMER', message: INVALID_HOLDER };
export const HOLDER_ERRORS = { 404: INVALID_HOLDER };

/**
 * Permit holders and business accounts (spec 2 §8): the texts of their actions over the area's.
 * A customer or account not of this organisation is 'This is an invalid customer.'
 */
export const holderRefusals: RefusalTable = {
  NOT_FOUND: { message: permitsMessages.invalidCustomer },
  INVALID_CUSTOMER: { message: permitsMessages.invalidCustomer },
  CUSTOMER_EMAIL_EXISTS: { message: permitsMessages.customerEmailTaken },
  // Delete customer, 409: the same text as the edit's (spec 2 §8).
  CUSTOMER_HAS_PERMITS: { message: permitsMessages.customerEmailTaken },
};

/** A route on one holder: its id parsed (else the invalid-customer 404) and its texts. */
const onHolder = {
  params: holderParams,
  notFound: INVALID_CUSTOMER,
  refusals: holderRefusals,
} as const;

export const holderEndpoints = [
  endpoint(routes.listHolders, {
    summary:
      'Permit holders of the organisation, newest first (at most 2,000); `search` matches name, e-mail or customer id.',
    query: holdersQuery,
    response: holdersListResponse,
    handler: async ({ caller, query }) => {
      const term = query.search?.trim();
      const customers = await caller.call(listPermitCustomers, {
        params: { entity: caller.entity },
        query: term ? { search: term } : {},
      });
      return { customers, limit: HOLDERS_LIST_LIMIT };
    },
  }),

  /** Create customer: 409 e-mail taken; any other failure needs the portal activated. */
  endpoint(routes.createHolder, {
    summary: 'Creates a permit holder (name and e-mail).',
    body: customerBody,
    response: permitCustomer,
    errors: { 409: 'This permit holder email already exists, or the portal is not activated.' },
    refusals: {
      HOLDER_EMAIL_EXISTS: { message: permitsMessages.customerEmailExists },
      PORTAL_NOT_CONFIGURED: { message: permitsMessages.customerCreateFailed },
      [PROVIDER_FAILED]: {
        status: PROVIDER_FAILED_STATUS,
        message: permitsMessages.customerCreateFailed,
      },
    },
    handler: ({ caller, body }) =>
      caller.call(createPermitCustomer, { params: { entity: caller.entity }, body }),
  }),

  endpoint(routes.getHolder, {
    summary: 'One permit holder with their permits and vehicles.',
    ...onHolder,
    response: holderDetailResponse,
    errors: HOLDER_ERRORS,
    handler: async ({ caller, params: { id } }) => {
      const params = { entity: caller.entity, uuid: id };
      const customer = await caller.call(getPermitCustomer, { params });
      const [permits, vehicles] = await Promise.all([
        caller.call(listCustomerPermits, { params }),
        caller.call(listCustomerVehicles, { params }),
      ]);
      return { customer, permits, vehicles };
    },
  }),

  endpoint(routes.updateHolder, {
    summary: "Edits a permit holder's name and e-mail.",
    ...onHolder,
    body: customerBody,
    response: permitCustomer,
    errors: { ...HOLDER_ERRORS, 409: 'This email already exists for another customer.' },
    handler: ({ caller, params: { id }, body }) =>
      caller.call(updatePermitCustomer, { params: { entity: caller.entity, uuid: id }, body }),
  }),

  endpoint(routes.deleteHolder, {
    summary: 'Deletes a permit holder without valid or waiting permits.',
    ...onHolder,
    response: okBody,
    errors: { ...HOLDER_ERRORS, 409: 'The holder still has valid or waiting permits.' },
    handler: ({ caller, params: { id } }) =>
      caller.call(deletePermitCustomer, { params: { entity: caller.entity, uuid: id } }),
  }),

  endpoint(routes.issueForm, {
    summary: 'What the manual issue form offers: the holder, their vehicles and the permit types.',
    ...onHolder,
    response: holderIssueFormResponse,
    errors: HOLDER_ERRORS,
    handler: async ({ caller, params: { id } }) => {
      const params = { entity: caller.entity, uuid: id };
      const customer = await caller.call(getPermitCustomer, { params });
      const [vehicles, products] = await Promise.all([
        caller.call(listCustomerVehicles, { params }),
        caller.call(listPermitProducts, { params: { entity: caller.entity } }),
      ]);
      return { customer, vehicles, products };
    },
  }),

  endpoint(routes.addVehicle, {
    summary: 'Adds a vehicle to a permit holder (text upper-cased).',
    ...onHolder,
    body: vehicleBody,
    response: customerVehicle,
    errors: HOLDER_ERRORS,
    handler: ({ caller, params: { id }, body }) =>
      caller.call(createCustomerVehicle, { params: { entity: caller.entity, uuid: id }, body }),
  }),

  /** Manual issue: the create failure text. */
  endpoint(routes.issuePermit, {
    summary: 'Issues a permit by hand to the holder (manual issue).',
    ...onHolder,
    body: holderIssueBody,
    response: issuedPermit,
    errors: {
      404: 'No such customer, permit type or vehicle.',
      409: 'The permit type reached its maximum count.',
    },
    refusals: {
      ...holderRefusals,
      NOT_FOUND: { message: permitsMessages.permitCreateFailed },
      [PROVIDER_FAILED]: {
        status: PROVIDER_FAILED_STATUS,
        message: permitsMessages.permitCreateFailed,
      },
    },
    handler: ({ caller, params: { id }, body }) =>
      caller.call(manualIssuePermit, {
        params: { entity: caller.entity },
        body: { ...body, customerUUID: id },
      }),
  }),
];
