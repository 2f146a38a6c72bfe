import { routesOf } from '../../define-endpoint';
import type { z } from 'zod';
import type { BusinessAccount, businessAdminBody, businessAssignmentBody } from '../business';
import type {
  BusinessAccountsResponse,
  BusinessDetailResponse,
  BusinessProductsResponse,
} from '../bff/business';

type Ok = { ok: true };

const route = routesOf('permits');

/** The BFF routes of the permit business screens (plain data: see define-endpoint.ts). */
export const permitBusinessBffRoutes = {
  listBusinessAccounts: route.get<BusinessAccountsResponse>()(
    'permitBusinessAccounts',
    '/api/permits/business',
    'org',
  ),
  getBusinessAccount: route.get<BusinessDetailResponse>()(
    'permitBusinessAccount',
    '/api/permits/business/:id/customer/:customerId',
    'org',
  ),
  updateBusinessAdmin: route.put<BusinessAccount, z.input<typeof businessAdminBody>>()(
    'permitBusinessUpdate',
    '/api/permits/business/:id/customer/:customerId',
    'org',
  ),
  deleteBusinessAdmin: route.delete<Ok>()(
    'permitBusinessDelete',
    '/api/permits/business/:id/customer/:customerId',
    'org',
  ),
  assignBusinessPermit: route.post<
    BusinessProductsResponse,
    z.input<typeof businessAssignmentBody>
  >()('permitBusinessAssign', '/api/permits/business/:id/assignments', 'org'),
  removeBusinessPermit: route.delete<BusinessProductsResponse>()(
    'permitBusinessRemove',
    '/api/permits/business/:id/assignments/:productId',
    'org',
  ),
};
