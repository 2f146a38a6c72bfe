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
    summary:
      'Permit holders of the organisation, newest first (at most 2,000); `search` matches name, e-mail or customer id.',
  }),
  createHolder: bffRoute<PermitCustomer, z.input<typeof customerBody>>()({
    id: 'permitHolderCreate',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders',
    access: 'org',
    status: 201,
    summary: 'Creates a permit holder (name and e-mail).',
  }),
  getHolder: bffRoute<HolderDetailResponse>()({
    id: 'permitHolder',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/holders/:id',
    access: 'org',
    summary: 'One permit holder with their permits and vehicles.',
  }),
  updateHolder: bffRoute<PermitCustomer, z.input<typeof customerBody>>()({
    id: 'permitHolderUpdate',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/holders/:id',
    access: 'org',
    summary: "Edits a permit holder's name and e-mail.",
  }),
  deleteHolder: bffRoute<Ok>()({
    id: 'permitHolderDelete',
    area: 'permits',
    method: 'DELETE',
    path: '/api/permits/holders/:id',
    access: 'org',
    summary: 'Deletes a permit holder without valid or waiting permits.',
  }),
  issueForm: bffRoute<HolderIssueFormResponse>()({
    id: 'permitHolderIssueForm',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/holders/:id/add-permit',
    access: 'org',
    summary: 'What the manual issue form offers: the holder, their vehicles and the permit types.',
  }),
  addVehicle: bffRoute<HolderVehicle, z.input<typeof vehicleBody>>()({
    id: 'permitHolderAddVehicle',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders/:id/vehicles',
    access: 'org',
    status: 201,
    summary: 'Adds a vehicle to a permit holder (text upper-cased).',
  }),
  issuePermit: bffRoute<IssuedPermit, Omit<z.input<typeof manualIssueBody>, 'customerUUID'>>()({
    id: 'permitHolderIssue',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/holders/:id/permits',
    access: 'org',
    status: 201,
    summary: 'Issues a permit by hand to the holder (manual issue).',
  }),
};
