import { bffRoute } from '../../define-endpoint';
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
export const permitIssuedBffRoutes = {
  listApprovals: bffRoute<ApprovalsResponse, undefined, { page?: number }>()({
    id: 'permitApprovals',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/approvals',
    access: 'org',
  }),
  listProductApprovals: bffRoute<ApprovalsResponse, undefined, { page?: number }>()({
    id: 'permitProductApprovals',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/approvals/product/:uuid',
    access: 'org',
  }),
  getApproval: bffRoute<IssuedPermit>()({
    id: 'permitApproval',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/approvals/:uuid',
    access: 'org',
  }),
  decideApproval: bffRoute<IssuedPermit, ApprovalDecisionBody>()({
    id: 'permitDecideApproval',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/approvals/:uuid',
    access: 'org',
  }),
  listIssued: bffRoute<IssuedListResponse, undefined, { page?: number; search?: string }>()({
    id: 'permitIssuedList',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued',
    access: 'org',
  }),
  getIssued: bffRoute<IssuedPermit>()({
    id: 'permitIssued',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid',
    access: 'org',
  }),
  holderVehicles: bffRoute<HolderVehiclesResponse>()({
    id: 'permitIssuedVehicles',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid/vehicles',
    access: 'org',
  }),
  registrationImage: bffRoute()({
    id: 'permitIssuedImage',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid/images/:file',
    access: 'org',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
  setStatus: bffRoute<IssuedPermit, IssuedStatusBody>()({
    id: 'permitIssuedStatus',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/status',
    access: 'org',
  }),
  setVehicle: bffRoute<IssuedPermit, IssuedVehicleBody>()({
    id: 'permitIssuedVehicle',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/vehicle',
    access: 'org',
  }),
  setDates: bffRoute<IssuedPermit, IssuedDatesBody>()({
    id: 'permitIssuedDates',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/dates',
    access: 'org',
  }),
};
