import { bffRoute } from '../../define-endpoint';
import type { z } from 'zod';
import type { BusinessAccount, businessAdminBody, businessAssignmentBody } from '../business';
import type {
  BusinessAccountsResponse,
  BusinessDetailResponse,
  BusinessProductsResponse,
} from '../bff/business';

type Ok = { ok: true };

/** The BFF routes of the permit business screens (plain data: see define-endpoint.ts). */
export const permitBusinessBffRoutes = {
  listBusinessAccounts: bffRoute<BusinessAccountsResponse>()({
    id: 'permitBusinessAccounts',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/business',
    access: 'org',
    summary: 'Business accounts of the organisation, newest first.',
  }),
  getBusinessAccount: bffRoute<BusinessDetailResponse>()({
    id: 'permitBusinessAccount',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
    summary:
      'One business account (its admin customer in the path): details, assigned and available permit types, issued permits.',
  }),
  updateBusinessAdmin: bffRoute<BusinessAccount, z.input<typeof businessAdminBody>>()({
    id: 'permitBusinessUpdate',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
    summary: "Updates the business account admin's name and e-mail.",
  }),
  deleteBusinessAdmin: bffRoute<Ok>()({
    id: 'permitBusinessDelete',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
    summary: 'Deletes the business account admin customer (no valid or waiting permits).',
  }),
  assignBusinessPermit: bffRoute<
    BusinessProductsResponse,
    z.input<typeof businessAssignmentBody>
  >()({
    id: 'permitBusinessAssign',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/business/:id/assignments',
    access: 'org',
    summary: 'Assigns a permit type to the business account.',
  }),
  removeBusinessPermit: bffRoute<BusinessProductsResponse>()({
    id: 'permitBusinessRemove',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/business/:id/assignments/:productId',
    access: 'org',
    summary: 'Removes an assignment; default (all-customer) permit types cannot be removed.',
  }),
};
