import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { okBody } from '../../define-call';
import { issuedPermit } from '../issued';
import {
  businessAccount,
  businessAdminBody,
  businessAssignmentBody,
  businessProducts,
} from '../business';
import { permitBusinessBffRoutes as routes } from '../bff-routes/business';
import { INVALID_HOLDER } from './holders';

/** The answers of the BFF's /api/permits/business routes (the business accounts screens). */

/** GET /api/permits/business */
export const businessAccountsResponse = z.object({ accounts: z.array(businessAccount) });
export type BusinessAccountsResponse = z.infer<typeof businessAccountsResponse>;

export type BusinessProductsResponse = z.infer<typeof businessProducts>;

/** GET /api/permits/business/:id/customer/:customerId */
export const businessDetailResponse = z.object({
  account: businessAccount,
  products: businessProducts,
  permits: z.array(issuedPermit),
});
export type BusinessDetailResponse = z.infer<typeof businessDetailResponse>;

/** The account and its admin customer in the path: anything else is an invalid customer (404). */
export const businessParams = z.object({
  id: z.uuid({ message: INVALID_HOLDER }),
  customerId: z.uuid({ message: INVALID_HOLDER }),
});
export const businessAccountParams = z.object({ id: z.uuid({ message: INVALID_HOLDER }) });
export const businessProductParams = z.object({
  id: z.uuid({ message: INVALID_HOLDER }),
  productId: z.uuid({ message: INVALID_HOLDER }),
});

const ACCOUNT = { 404: INVALID_HOLDER };

/** The BFF endpoints of the permit business screens: routes with their zod schemas. */
export const permitBusinessEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.listBusinessAccounts, {
    summary: 'Business accounts of the organisation, newest first.',
    response: businessAccountsResponse,
  }),
  defineEndpoint(routes.getBusinessAccount, {
    summary:
      'One business account (its admin customer in the path): details, assigned and available permit types, issued permits.',
    params: businessParams,
    response: businessDetailResponse,
    errors: ACCOUNT,
  }),
  defineEndpoint(routes.updateBusinessAdmin, {
    summary: "Updates the business account admin's name and e-mail.",
    params: businessParams,
    body: businessAdminBody,
    response: businessAccount,
    errors: { ...ACCOUNT, 409: 'This email already exists for another customer.' },
  }),
  defineEndpoint(routes.deleteBusinessAdmin, {
    summary: 'Deletes the business account admin customer (no valid or waiting permits).',
    params: businessParams,
    response: okBody,
    errors: { ...ACCOUNT, 409: 'The admin still has valid or waiting permits.' },
  }),
  defineEndpoint(routes.assignBusinessPermit, {
    summary: 'Assigns a permit type to the business account.',
    params: businessAccountParams,
    body: businessAssignmentBody,
    response: businessProducts,
    errors: { 404: 'No such business account or permit type.' },
  }),
  defineEndpoint(routes.removeBusinessPermit, {
    summary: 'Removes an assignment; default (all-customer) permit types cannot be removed.',
    params: businessProductParams,
    response: businessProducts,
    errors: {
      400: 'Default permit types cannot be removed.',
      404: 'No such business account or permit type.',
    },
  }),
];
