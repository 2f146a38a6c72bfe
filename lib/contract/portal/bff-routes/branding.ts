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
    summary:
      "The organisation's portal brand: subdomain, title, colours and logo (its URL is the BFF's logo route).",
  }),
  brandingSave: bffRoute<BrandDetails, SaveBrandingBody>()({
    id: 'portalBrandingSave',
    area: 'portal',
    method: 'PUT',
    path: '/api/portal-brand',
    access: 'org',
    summary:
      'Saves the title (blank as null) and the brand and accent colours; the subdomain is changed by support only.',
  }),
  brandingSubdomain: bffRoute<SubdomainCheck, undefined, { subdomain: string }>()({
    id: 'portalBrandingSubdomain',
    area: 'portal',
    method: 'GET',
    path: '/api/portal-brand/subdomain',
    access: 'org',
    summary: "Whether a subdomain is free (or already the organisation's own).",
  }),
  brandingLogoUpload: bffRoute<BrandDetails, FormData>()({
    id: 'portalBrandingLogoUpload',
    area: 'portal',
    method: 'PUT',
    path: '/api/portal-brand/logo',
    access: 'org',
    bodyMediaType: 'multipart/form-data',
    summary:
      'The logo (multipart field `image`: PNG, JPEG or WebP, at most 512 KB, resized in the browser to at most 500 px wide) into the file storage.',
  }),
  brandingLogo: bffRoute<Blob, undefined, { v?: number }>()({
    id: 'portalBrandingLogo',
    area: 'portal',
    method: 'GET',
    path: '/api/portal-brand/logo',
    access: 'org',
    mediaTypes: IMAGES,
    summary: "The organisation's logo from the file storage (image bytes).",
  }),
};
