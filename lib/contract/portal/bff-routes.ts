import { routesOf } from '../define-endpoint';
import type { BrandDetails } from './brand';
import type {
  CustomerCheckoutBody,
  CustomerCheckoutResult,
  CustomerCodeBody,
  CustomerPermitView,
  CustomerPortalView,
} from './bff/customer';

/** The branding page's save: title (blank: null) and the two colours, hex without '#'. */
export interface SaveBrandingBody {
  brandTitle: string | null;
  /** Default white. */
  brandColor?: string;
  accentColor?: string;
}

export interface SubdomainCheck {
  available: boolean;
  message: string | null;
}

const IMAGES = ['image/png', 'image/jpeg', 'image/webp'];

const route = routesOf('portal');

/**
 * The BFF routes of the customer portals (plain data, no zod: see define-endpoint.ts): the staff's
 * branding page, and the public pages customers use on the organisation's portal host.
 */
export const portalBffRoutes = {
  // The staff's branding page.
  brandingGet: route.get<BrandDetails>()('portalBranding', '/api/portal-brand', 'org'),
  brandingSave: route.put<BrandDetails, SaveBrandingBody>()(
    'portalBrandingSave',
    '/api/portal-brand',
    'org',
  ),
  brandingSubdomain: route.get<SubdomainCheck, { subdomain: string }>()(
    'portalBrandingSubdomain',
    '/api/portal-brand/subdomain',
    'org',
  ),
  brandingLogoUpload: route.put<BrandDetails, FormData>()(
    'portalBrandingLogoUpload',
    '/api/portal-brand/logo',
    'org',
    { bodyMediaType: 'multipart/form-data' },
  ),
  brandingLogo: route.get<Blob, { v?: number }>()(
    'portalBrandingLogo',
    '/api/portal-brand/logo',
    'org',
    { mediaTypes: IMAGES },
  ),
  // The public pages customers use on the organisation's portal host.
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
    { mediaTypes: IMAGES },
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
