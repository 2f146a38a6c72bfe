import { routesOf } from '../../define-endpoint';
import type { IssuedPermit } from '../issued';
import type {
  ApprovalDecisionBody,
  ApprovalsResponse,
  IssuedListResponse,
  IssuedStatusBody,
  IssuedVehicleBody,
  IssuedDatesBody,
  HolderVehiclesResponse,
} from '../bff/issued';

/**
 * The BFF routes of the approvals and issued-permit screens (plain data: see define-endpoint.ts):
 * /permits/approvals, /permits/{id}/approvals, the approval detail, /permits/issued and the
 * issued permit detail with its status, vehicle and dates dialogs.
 */
const route = routesOf('permits');

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
