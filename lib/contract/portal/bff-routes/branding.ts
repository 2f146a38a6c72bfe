import { bffRoute } from '../../define-endpoint';
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

/** The BFF routes of the portal's branding screens (plain data: see define-endpoint.ts). */
export const portalBrandingBffRoutes = {
  brandingGet: bffRoute<BrandDetails>()({
    id: 'portalBranding',
    area: 'portal',
    method: 'GET',
    path: '/api/portal-brand',
    access: 'org',
  }),
  brandingSave: bffRoute<BrandDetails, SaveBrandingBody>()({
    id: 'portalBrandingSave',
    area: 'portal',
    method: 'PUT',
    path: '/api/portal-brand',
    access: 'org',
  }),
  brandingSubdomain: bffRoute<SubdomainCheck, undefined, { subdomain: string }>()({
    id: 'portalBrandingSubdomain',
    area: 'portal',
    method: 'GET',
    path: '/api/portal-brand/subdomain',
    access: 'org',
  }),
  brandingLogoUpload: bffRoute<BrandDetails, FormData>()({
    id: 'portalBrandingLogoUpload',
    area: 'portal',
    method: 'PUT',
    path: '/api/portal-brand/logo',
    access: 'org',
    bodyMediaType: 'multipart/form-data',
  }),
  brandingLogo: bffRoute<Blob, undefined, { v?: number }>()({
    id: 'portalBrandingLogo',
    area: 'portal',
    method: 'GET',
    path: '/api/portal-brand/logo',
    access: 'org',
    mediaTypes: IMAGES,
  }),
};
