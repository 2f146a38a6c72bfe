import { bffRoute } from '../../define-endpoint';
import type {
  CustomerCheckoutBody,
  CustomerCheckoutResult,
  CustomerCodeBody,
  CustomerPermitView,
  CustomerPortalView,
} from '../bff/customer';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The BFF routes of the portal's customer screens (plain data: see define-endpoint.ts). */
export const portalCustomerBffRoutes = {
  getCustomerPortal: bffRoute<CustomerPortalView>()({
    id: 'getCustomerPortal',
    area: 'portal',
    method: 'GET',
    path: '/api/portal/:subdomain',
    access: 'public',
    summary: 'The portal root: brand details and (unless private) its public permit types.',
  }),
  getCustomerPermit: bffRoute<CustomerPermitView>()({
    id: 'getCustomerPermit',
    area: 'portal',
    method: 'GET',
    path: '/api/portal/:subdomain/permits/:uuid',
    access: 'public',
    summary: "A permit type's page (by its link; private portals too) with the brand.",
  }),
  getCustomerPortalLogo: bffRoute<Blob, undefined, { v?: number }>()({
    id: 'getCustomerPortalLogo',
    area: 'portal',
    method: 'GET',
    path: '/api/portal/:subdomain/logo',
    access: 'public',
    summary: "The portal's logo from the provider's file storage.",
    mediaTypes: IMAGE_TYPES,
  }),
  requestCustomerCode: bffRoute<{ ok: true }, CustomerCodeBody>()({
    id: 'requestCustomerCode',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/code',
    access: 'public',
    summary: 'E-mails a verification code (through the outbox) for a type that verifies e-mail.',
  }),
  uploadCustomerRegImage: bffRoute<{ fileUUID: string }>()({
    id: 'uploadCustomerRegImage',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/images',
    access: 'public',
    summary:
      'Uploads one registration image (multipart field `image`: JPEG, PNG or WebP up to 5 MB) for a type that requires them; the checkout names it in regImageIds.',
    bodyMediaType: 'multipart/form-data',
  }),
  checkoutCustomerPermit: bffRoute<CustomerCheckoutResult, CustomerCheckoutBody>()({
    id: 'checkoutCustomerPermit',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/checkout',
    access: 'public',
    summary:
      'Registers (and for a priced auto-approved type pays, in test mode) a permit. The amount comes from the type; the same idempotency key charges once and issues once.',
  }),
};
