import { routesOf } from '../../define-endpoint';
import type { BrandDetails } from '../brand';

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

/** The BFF routes of the portal's branding screens (plain data: see define-endpoint.ts). */
export const portalBrandingBffRoutes = {
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
};
