import 'server-only';
import {
  assignBusinessPermit,
  businessAccount,
  businessAdminBody,
  businessAssignmentBody,
  businessProducts,
  deletePermitCustomer,
  getBusinessAccount,
  getBusinessProducts,
  listBusinessAccounts,
  listBusinessIssued,
  removeBusinessPermit,
  updateBusinessAdmin,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import {
  businessAccountParams,
  businessAccountsResponse,
  businessDetailResponse,
  businessParams,
  businessProductParams,
  INVALID_HOLDER,
} from '@/lib/contract/permits/bff';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import type { OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';
import { BffError, type RefusalTable } from '../../errors';
import { HOLDER_ERRORS, holderRefusals, INVALID_CUSTOMER } from './holders';

/**
 * /api/permits/business: the business accounts list and the account detail (admin edit and
 * delete, permit type assignments, issued permits). An account of another organisation, or a
 * customer that is not the account's admin, is 404 'This is an invalid customer.'
 */

/** The business account `uuid` whose admin customer is `customerUuid`, else 404. */
async function businessAccountOf(p: OrgCaller, uuid: string, customerUuid: string) {
  const account = await p.call(getBusinessAccount, { params: { entity: p.entity, uuid } });
  if (account.customerUUID !== customerUuid) {
    throw new BffError(404, 'INVALID_CUSTOMER', INVALID_HOLDER);
  }
  return account;
}

const ASSIGNMENT_404 = 'No such business account or permit type.';

/** Assigning or removing a permit type of a business account. */
const assignmentRefusals: RefusalTable = {
  ...holderRefusals,
  NOT_FOUND: { message: ASSIGNMENT_404 },
};

export const businessEndpoints = [
  endpoint(routes.listBusinessAccounts, {
    summary: 'Business accounts of the organisation, newest first.',
    response: businessAccountsResponse,
    handler: async ({ caller }) => ({
      accounts: await caller.call(listBusinessAccounts, { params: { entity: caller.entity } }),
    }),
  }),

  endpoint(routes.getBusinessAccount, {
    summary:
      'One business account (its admin customer in the path): details, assigned and available permit types, issued permits.',
    params: businessParams,
    notFound: INVALID_CUSTOMER,
    response: businessDetailResponse,
    errors: HOLDER_ERRORS,
    refusals: holderRefusals,
    handler: async ({ caller, params: { id, customerId } }) => {
      const params = { entity: caller.entity, uuid: id };
      const [account, products, permits] = await Promise.all([
        businessAccountOf(caller, id, customerId),
        caller.call(getBusinessProducts, { params }),
        caller.call(listBusinessIssued, { params }),
      ]);
      return { account, products, permits };
    },
  }),

  endpoint(routes.updateBusinessAdmin, {
    summary: "Updates the business account admin's name and e-mail.",
    params: businessParams,
    notFound: INVALID_CUSTOMER,
    body: businessAdminBody,
    response: businessAccount,
    errors: { ...HOLDER_ERRORS, 409: 'This email already exists for another customer.' },
    refusals: holderRefusals,
    handler: async ({ caller, params: { id, customerId }, body }) => {
      await businessAccountOf(caller, id, customerId);
      return caller.call(updateBusinessAdmin, {
        params: { entity: caller.entity, uuid: id },
        body,
      });
    },
  }),

  endpoint(routes.deleteBusinessAdmin, {
    summary: 'Deletes the business account admin customer (no valid or waiting permits).',
    params: businessParams,
    notFound: INVALID_CUSTOMER,
    response: okBody,
    errors: { ...HOLDER_ERRORS, 409: 'The admin still has valid or waiting permits.' },
    refusals: holderRefusals,
    handler: async ({ caller, params: { id, customerId } }) => {
      await businessAccountOf(caller, id, customerId);
      return caller.call(deletePermitCustomer, {
        params: { entity: caller.entity, uuid: customerId },
      });
    },
  }),

  endpoint(routes.assignBusinessPermit, {
    summary: 'Assigns a permit type to the business account.',
    params: businessAccountParams,
    notFound: INVALID_CUSTOMER,
    body: businessAssignmentBody,
    response: businessProducts,
    errors: { 404: ASSIGNMENT_404 },
    refusals: assignmentRefusals,
    handler: ({ caller, params: { id }, body }) =>
      caller.call(assignBusinessPermit, { params: { entity: caller.entity, uuid: id }, body }),
  }),

  endpoint(routes.removeBusinessPermit, {
    summary: 'Removes an assignment; default (all-customer) permit types cannot be removed.',
    params: businessProductParams,
    notFound: INVALID_CUSTOMER,
    response: businessProducts,
    errors: { 400: 'Default permit types cannot be removed.', 404: ASSIGNMENT_404 },
    refusals: assignmentRefusals,
    handler: ({ caller, params: { id, productId } }) =>
      caller.call(removeBusinessPermit, {
        params: { entity: caller.entity, uuid: id },
        body: { permitProductUUID: productId },
      }),
  }),
];
