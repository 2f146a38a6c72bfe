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
  }),
  getBusinessAccount: bffRoute<BusinessDetailResponse>()({
    id: 'permitBusinessAccount',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
  }),
  updateBusinessAdmin: bffRoute<BusinessAccount, z.input<typeof businessAdminBody>>()({
    id: 'permitBusinessUpdate',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
  }),
  deleteBusinessAdmin: bffRoute<Ok>()({
    id: 'permitBusinessDelete',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/business/:id/customer/:customerId',
    access: 'org',
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
  }),
  removeBusinessPermit: bffRoute<BusinessProductsResponse>()({
    id: 'permitBusinessRemove',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/business/:id/assignments/:productId',
    access: 'org',
  }),
};
