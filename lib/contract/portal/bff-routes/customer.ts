import { routesOf } from '../../define-endpoint';
import type {
  CustomerCheckoutBody,
  CustomerCheckoutResult,
  CustomerCodeBody,
  CustomerPermitView,
  CustomerPortalView,
} from '../bff/customer';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const route = routesOf('portal');

/** The BFF routes of the portal's customer screens (plain data: see define-endpoint.ts). */
export const portalCustomerBffRoutes = {
  getCustomerPortal: route.get<CustomerPortalView>()(
    'getCustomerPortal',
    '/api/portal/:subdomain',
    'public',
  ),
  getCustomerPermit: route.get<CustomerPermitView>()(
    'getCustomerPermit',
    '/api/portal/:subdomain/permits/:uuid',
    'public',
  ),
  getCustomerPortalLogo: route.get<Blob, { v?: number }>()(
    'getCustomerPortalLogo',
    '/api/portal/:subdomain/logo',
    'public',
    { mediaTypes: IMAGE_TYPES },
  ),
  requestCustomerCode: route.post<{ ok: true }, CustomerCodeBody>()(
    'requestCustomerCode',
    '/api/portal/:subdomain/permits/:uuid/code',
    'public',
  ),
  uploadCustomerRegImage: route.post<{ fileUUID: string }>()(
    'uploadCustomerRegImage',
    '/api/portal/:subdomain/permits/:uuid/images',
    'public',
    { bodyMediaType: 'multipart/form-data' },
  ),
  checkoutCustomerPermit: route.post<CustomerCheckoutResult, CustomerCheckoutBody>()(
    'checkoutCustomerPermit',
    '/api/portal/:subdomain/permits/:uuid/checkout',
    'public',
  ),
};
