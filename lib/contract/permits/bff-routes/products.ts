import { routesOf } from '../../define-endpoint';
import type { PermitProductBody } from '../products';
import type {
  PermitPayoutsStatus,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from '../bff/products';

type Ok = { ok: true };

const route = routesOf('permits');

/** The BFF routes of the permit products screens (plain data: see define-endpoint.ts). */
export const permitProductsBffRoutes = {
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
};
