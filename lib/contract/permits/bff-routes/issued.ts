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
    summary: 'Waiting approvals of every permit type, oldest first, 100 a page from page 1.',
  }),
  listProductApprovals: bffRoute<ApprovalsResponse, undefined, { page?: number }>()({
    id: 'permitProductApprovals',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/approvals/product/:uuid',
    access: 'org',
    summary: 'Waiting approvals of one permit type, 100 a page from page 1, with its name.',
  }),
  getApproval: bffRoute<IssuedPermit>()({
    id: 'permitApproval',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/approvals/:uuid',
    access: 'org',
    summary: 'One permit request (an issued permit) for the approval detail.',
  }),
  decideApproval: bffRoute<IssuedPermit, ApprovalDecisionBody>()({
    id: 'permitDecideApproval',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/approvals/:uuid',
    access: 'org',
    summary:
      'Approves or rejects a waiting request with an optional message (blank sent as null); a priced approval becomes incomplete; the registrant is e-mailed.',
  }),
  listIssued: bffRoute<IssuedListResponse, undefined, { page?: number; search?: string }>()({
    id: 'permitIssuedList',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued',
    access: 'org',
    summary:
      'Issued permits of every type, newest first, 100 a page from page 0; `search` (upper-cased) finds a permit holder.',
  }),
  getIssued: bffRoute<IssuedPermit>()({
    id: 'permitIssued',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid',
    access: 'org',
    summary: 'One issued permit with every field of its detail.',
  }),
  holderVehicles: bffRoute<HolderVehiclesResponse>()({
    id: 'permitIssuedVehicles',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid/vehicles',
    access: 'org',
    summary: "The vehicles of the permit's holder, for the vehicle dialog.",
  }),
  registrationImage: bffRoute()({
    id: 'permitIssuedImage',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/issued/:uuid/images/:file',
    access: 'org',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    summary: 'One registration image of an issued permit (regImgUrls point here).',
  }),
  setStatus: bffRoute<IssuedPermit, IssuedStatusBody>()({
    id: 'permitIssuedStatus',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/status',
    access: 'org',
    summary:
      'Manual status change of a permit not waiting (paid, incomplete, expired, rejected); paid on a priced permit is sent as incomplete.',
  }),
  setVehicle: bffRoute<IssuedPermit, IssuedVehicleBody>()({
    id: 'permitIssuedVehicle',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/vehicle',
    access: 'org',
    summary:
      "Makes one of the holder's vehicles the permit's vehicle and saves its details (upper-cased).",
  }),
  setDates: bffRoute<IssuedPermit, IssuedDatesBody>()({
    id: 'permitIssuedDates',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/issued/:uuid/dates',
    access: 'org',
    summary: 'Sets the start and expiry of an issued permit.',
  }),
};
