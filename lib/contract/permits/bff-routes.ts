import { routesOf } from '../define-endpoint';
import type { PermitProductBody } from './products';
import type {
  PermitPayoutsStatus,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from './bff/products';
import type { IssuedPermit, manualIssueBody } from './issued';
import type {
  ApprovalDecisionBody,
  ApprovalsResponse,
  HolderVehiclesResponse,
  IssuedDatesBody,
  IssuedListResponse,
  IssuedStatusBody,
  IssuedVehicleBody,
} from './bff/issued';
import type { z } from 'zod';
import type { customerBody, PermitCustomer, vehicleBody } from './holders';
import type {
  HolderDetailResponse,
  HolderIssueFormResponse,
  HoldersListResponse,
  HolderVehicle,
} from './bff/holders';
import type { BusinessAccount, businessAdminBody, businessAssignmentBody } from './business';
import type {
  BusinessAccountsResponse,
  BusinessDetailResponse,
  BusinessProductsResponse,
} from './bff/business';

type Ok = { ok: true };

const route = routesOf('permits');

/**
 * The routes of the approvals and issued-permit screens, which import them alone:
 * /permits/approvals, /permits/{id}/approvals, the approval detail, /permits/issued and the
 * issued permit detail with its status, vehicle and dates dialogs.
 */
export const permitIssuedBffRoutes = {
  listApprovals: route.get<ApprovalsResponse, { page?: number }>()(
    'permitApprovals',
    '/api/permits/approvals',
    'org',
  ),
  listProductApprovals: route.get<ApprovalsResponse, { page?: number }>()(
    'permitProductApprovals',
    '/api/permits/approvals/product/:uuid',
    'org',
  ),
  getApproval: route.get<IssuedPermit>()('permitApproval', '/api/permits/approvals/:uuid', 'org'),
  decideApproval: route.put<IssuedPermit, ApprovalDecisionBody>()(
    'permitDecideApproval',
    '/api/permits/approvals/:uuid',
    'org',
  ),
  listIssued: route.get<IssuedListResponse, { page?: number; search?: string }>()(
    'permitIssuedList',
    '/api/permits/issued',
    'org',
  ),
  getIssued: route.get<IssuedPermit>()('permitIssued', '/api/permits/issued/:uuid', 'org'),
  holderVehicles: route.get<HolderVehiclesResponse>()(
    'permitIssuedVehicles',
    '/api/permits/issued/:uuid/vehicles',
    'org',
  ),
  registrationImage: route.get()(
    'permitIssuedImage',
    '/api/permits/issued/:uuid/images/:file',
    'org',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
  setStatus: route.put<IssuedPermit, IssuedStatusBody>()(
    'permitIssuedStatus',
    '/api/permits/issued/:uuid/status',
    'org',
  ),
  setVehicle: route.put<IssuedPermit, IssuedVehicleBody>()(
    'permitIssuedVehicle',
    '/api/permits/issued/:uuid/vehicle',
    'org',
  ),
  setDates: route.put<IssuedPermit, IssuedDatesBody>()(
    'permitIssuedDates',
    '/api/permits/issued/:uuid/dates',
    'org',
  ),
};

/**
 * The BFF routes of the permits area (plain data, no zod: the browser builds URLs and SWR keys
 * from them; see define-endpoint.ts).
 */
export const permitsBffRoutes = {
  // The permit types screens.
  permitTypes: route.get<PermitTypesResponse>()('permitTypes', '/api/permits/products', 'org'),
  permitPayouts: route.get<PermitPayoutsStatus>()(
    'permitPayouts',
    '/api/permits/products/payouts',
    'org',
  ),
  permitActivate: route.post<PermitPayoutsStatus>()(
    'permitActivate',
    '/api/permits/products/payouts/activate',
    'org',
  ),
  permitVerify: route.post<{ url: string }>()(
    'permitVerify',
    '/api/permits/products/payouts/verify',
    'org',
  ),
  createPermitType: route.post<PermitTypeResponse, PermitProductBody>()(
    'createPermitType',
    '/api/permits/products',
    'org',
    { status: 201 },
  ),
  permitType: route.get<PermitTypeResponse>()('permitType', '/api/permits/products/:uuid', 'org'),
  updatePermitType: route.put<PermitTypeResponse, PermitProductBody>()(
    'updatePermitType',
    '/api/permits/products/:uuid',
    'org',
  ),
  archivePermitType: route.post<Ok>()(
    'archivePermitType',
    '/api/permits/products/:uuid/archive',
    'org',
  ),
  permitTypeIssued: route.get<PermitTypeIssuedResponse>()(
    'permitTypeIssued',
    '/api/permits/products/:uuid/issued',
    'org',
  ),
  permitTypePoster: route.get()(
    'permitTypePoster',
    '/api/permits/products/:uuid/poster.pdf',
    'org',
    { mediaTypes: ['application/pdf'] },
  ),
  ...permitIssuedBffRoutes,
  // The permit holders screens and manual issue.
  listHolders: route.get<HoldersListResponse, { search?: string }>()(
    'permitHolders',
    '/api/permits/holders',
    'org',
  ),
  createHolder: route.post<PermitCustomer, z.input<typeof customerBody>>()(
    'permitHolderCreate',
    '/api/permits/holders',
    'org',
    { status: 201 },
  ),
  getHolder: route.get<HolderDetailResponse>()('permitHolder', '/api/permits/holders/:id', 'org'),
  updateHolder: route.put<PermitCustomer, z.input<typeof customerBody>>()(
    'permitHolderUpdate',
    '/api/permits/holders/:id',
    'org',
  ),
  deleteHolder: route.delete<Ok>()('permitHolderDelete', '/api/permits/holders/:id', 'org'),
  issueForm: route.get<HolderIssueFormResponse>()(
    'permitHolderIssueForm',
    '/api/permits/holders/:id/add-permit',
    'org',
  ),
  addVehicle: route.post<HolderVehicle, z.input<typeof vehicleBody>>()(
    'permitHolderAddVehicle',
    '/api/permits/holders/:id/vehicles',
    'org',
    { status: 201 },
  ),
  issuePermit: route.post<IssuedPermit, Omit<z.input<typeof manualIssueBody>, 'customerUUID'>>()(
    'permitHolderIssue',
    '/api/permits/holders/:id/permits',
    'org',
    { status: 201 },
  ),
  // The business account screens.
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
