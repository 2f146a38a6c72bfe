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
    summary:
      'The permit types with their counts, the graph of the last 7 days plus today, and the payouts account status.',
  }),
  permitPayouts: bffRoute<PermitPayoutsStatus>()({
    id: 'permitPayouts',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/payouts',
    access: 'org',
    summary: 'The payouts account status the permit screens read (accountExists, accountActive).',
  }),
  permitActivate: bffRoute<PermitPayoutsStatus>()({
    id: 'permitActivate',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/payouts/activate',
    access: 'org',
    summary: "'Activate Vert Permits': creates the payouts account, then reads the status again.",
  }),
  permitVerify: bffRoute<{ url: string }>()({
    id: 'permitVerify',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/payouts/verify',
    access: 'org',
    summary: "'Verify business': the payouts account's setup URL the browser goes to.",
  }),
  createPermitType: bffRoute<PermitTypeResponse, PermitProductBody>()({
    id: 'createPermitType',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products',
    access: 'org',
    status: 201,
    summary: 'Creates a permit type (the rules of spec 2 §5 applied).',
  }),
  permitType: bffRoute<PermitTypeResponse>()({
    id: 'permitType',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid',
    access: 'org',
    summary: 'One permit type with its portal address and QR code target.',
  }),
  updatePermitType: bffRoute<PermitTypeResponse, PermitProductBody>()({
    id: 'updatePermitType',
    area: 'permits',
    method: 'PUT',
    path: '/api/permits/products/:uuid',
    access: 'org',
    summary: 'Edits a permit type (price and currency stay as they are).',
  }),
  archivePermitType: bffRoute<Ok>()({
    id: 'archivePermitType',
    area: 'permits',
    method: 'POST',
    path: '/api/permits/products/:uuid/archive',
    access: 'org',
    summary: 'Archives (deletes) a permit type and cancels the permits held under it.',
  }),
  permitTypeIssued: bffRoute<PermitTypeIssuedResponse>()({
    id: 'permitTypeIssued',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid/issued',
    access: 'org',
    summary: 'Issued permits of one type, newest first (at most 500 rows).',
  }),
  permitTypePoster: bffRoute()({
    id: 'permitTypePoster',
    area: 'permits',
    method: 'GET',
    path: '/api/permits/products/:uuid/poster.pdf',
    access: 'org',
    mediaTypes: ['application/pdf'],
    summary: 'The scan-to-pay poster of a permit type as a PDF (QR code included).',
  }),
};
