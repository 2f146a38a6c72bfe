import { bffRoute } from '../../define-endpoint';
import type { z } from 'zod';
import type { IssuedPermit, manualIssueBody } from '../issued';
import type { customerBody, PermitCustomer, vehicleBody } from '../holders';
import type {
  HolderDetailResponse,
  HolderIssueFormResponse,
  HoldersListResponse,
  HolderVehicle,
} from '../bff/holders';

type Ok = { ok: true };

/** The BFF routes of the permit holders screens (plain data: see define-endpoint.ts). */
export const permitHoldersBffRoutes = {
  listHolders: bffRoute<HoldersListResponse, undefined, { search?: string }>()({
    id: 'permitHolders',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/holders',
    access: 'org',
  }),
  createHolder: bffRoute<PermitCustomer, z.input<typeof customerBody>>()({
    id: 'permitHolderCreate',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders',
    access: 'org',
    status: 201,
  }),
  getHolder: bffRoute<HolderDetailResponse>()({
    id: 'permitHolder',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/holders/:id',
    access: 'org',
  }),
  updateHolder: bffRoute<PermitCustomer, z.input<typeof customerBody>>()({
    id: 'permitHolderUpdate',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/holders/:id',
    access: 'org',
  }),
  deleteHolder: bffRoute<Ok>()({
    id: 'permitHolderDelete',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/holders/:id',
    access: 'org',
  }),
  issueForm: bffRoute<HolderIssueFormResponse>()({
    id: 'permitHolderIssueForm',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/holders/:id/add-permit',
    access: 'org',
  }),
  addVehicle: bffRoute<HolderVehicle, z.input<typeof vehicleBody>>()({
    id: 'permitHolderAddVehicle',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders/:id/vehicles',
    access: 'org',
    status: 201,
  }),
  issuePermit: bffRoute<IssuedPermit, Omit<z.input<typeof manualIssueBody>, 'customerUUID'>>()({
    id: 'permitHolderIssue',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders/:id/permits',
    access: 'org',
    status: 201,
  }),
};
