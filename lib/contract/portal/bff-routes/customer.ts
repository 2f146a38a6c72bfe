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
  }),
  getCustomerPermit: bffRoute<CustomerPermitView>()({
    id: 'getCustomerPermit',
    area: 'portal',
    method: 'GET',
    path: '/api/portal/:subdomain/permits/:uuid',
    access: 'public',
  }),
  getCustomerPortalLogo: bffRoute<Blob, undefined, { v?: number }>()({
    id: 'getCustomerPortalLogo',
    area: 'portal',
    method: 'GET',
    path: '/api/portal/:subdomain/logo',
    access: 'public',
    mediaTypes: IMAGE_TYPES,
  }),
  requestCustomerCode: bffRoute<{ ok: true }, CustomerCodeBody>()({
    id: 'requestCustomerCode',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/code',
    access: 'public',
  }),
  uploadCustomerRegImage: bffRoute<{ fileUUID: string }>()({
    id: 'uploadCustomerRegImage',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/images',
    access: 'public',
    bodyMediaType: 'multipart/form-data',
  }),
  checkoutCustomerPermit: bffRoute<CustomerCheckoutResult, CustomerCheckoutBody>()({
    id: 'checkoutCustomerPermit',
    area: 'portal',
    method: 'POST',
    path: '/api/portal/:subdomain/permits/:uuid/checkout',
    access: 'public',
  }),
};
