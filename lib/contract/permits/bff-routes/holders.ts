import { routesOf } from '../../define-endpoint';
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

const route = routesOf('permits');

/** The BFF routes of the permit holders screens (plain data: see define-endpoint.ts). */
export const permitHoldersBffRoutes = {
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
};
