import { bffRoute } from '../../define-endpoint';
import type { PermitProductBody } from '../products';
import type {
  PermitPayoutsStatus,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from '../bff/products';

type Ok = { ok: true };

/** The BFF routes of the permit products screens (plain data: see define-endpoint.ts). */
export const permitProductsBffRoutes = {
  permitTypes: bffRoute<PermitTypesResponse>()({
    id: 'permitTypes',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products',
    access: 'org',
  }),
  permitPayouts: bffRoute<PermitPayoutsStatus>()({
    id: 'permitPayouts',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/payouts',
    access: 'org',
  }),
  permitActivate: bffRoute<PermitPayoutsStatus>()({
    id: 'permitActivate',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/payouts/activate',
    access: 'org',
  }),
  permitVerify: bffRoute<{ url: string }>()({
    id: 'permitVerify',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/payouts/verify',
    access: 'org',
  }),
  createPermitType: bffRoute<PermitTypeResponse, PermitProductBody>()({
    id: 'createPermitType',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products',
    access: 'org',
    status: 201,
  }),
  permitType: bffRoute<PermitTypeResponse>()({
    id: 'permitType',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid',
    access: 'org',
  }),
  updatePermitType: bffRoute<PermitTypeResponse, PermitProductBody>()({
    id: 'updatePermitType',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/products/:uuid',
    access: 'org',
  }),
  archivePermitType: bffRoute<Ok>()({
    id: 'archivePermitType',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/:uuid/archive',
    access: 'org',
  }),
  permitTypeIssued: bffRoute<PermitTypeIssuedResponse>()({
    id: 'permitTypeIssued',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid/issued',
    access: 'org',
  }),
  permitTypePoster: bffRoute()({
    id: 'permitTypePoster',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid/poster.pdf',
    access: 'org',
    mediaTypes: ['application/pdf'],
  }),
};
