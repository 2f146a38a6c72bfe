import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { brandBody, brandDetails, checkSubdomain } from '../brand';
import { portalBrandingBffRoutes as routes } from '../bff-routes/branding';

/** PUT /api/portal-brand: title (blank: null) and colours; privacy stays as it is. */
export const saveBrandingBody = brandBody.omit({ isPrivate: true });

/** GET /api/portal-brand/subdomain?subdomain= */
export const subdomainQuery = checkSubdomain.query!;

export const subdomainCheck = z.object({ available: z.boolean(), message: z.string().nullable() });

/** GET /api/portal-brand/logo?v= (the version only busts caches). */
export const logoQuery = z.object({
  v: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const LOGO_ERRORS = {
  400: 'Please select a valid image file.',
  413: 'The logo may be at most 512 KB.',
};

/** The BFF endpoints of the portal's branding screens: routes with their zod schemas. */
export const portalBrandingEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.brandingGet, {
    summary:
      "The organisation's portal brand: subdomain, title, colours and logo (its URL is the BFF's logo route).",
    response: brandDetails,
  }),
  defineEndpoint(routes.brandingSave, {
    summary:
      'Saves the title (blank as null) and the brand and accent colours; the subdomain is changed by support only.',
    body: saveBrandingBody,
    response: brandDetails,
  }),
  defineEndpoint(routes.brandingSubdomain, {
    summary: "Whether a subdomain is free (or already the organisation's own).",
    query: subdomainQuery,
    response: subdomainCheck,
  }),
  defineEndpoint(routes.brandingLogoUpload, {
    summary:
      'The logo (multipart field `image`: PNG, JPEG or WebP, at most 512 KB, resized in the browser to at most 500 px wide) into the file storage.',
    response: brandDetails,
    errors: LOGO_ERRORS,
  }),
  defineEndpoint(routes.brandingLogo, {
    summary: "The organisation's logo from the file storage (image bytes).",
    query: logoQuery,
    errors: { 404: 'No logo yet.' },
  }),
];
