import { z } from 'zod';
import { brandBody, checkSubdomain } from '../brand';

/** PUT /api/portal-brand: title (blank: null) and colours; privacy stays as it is. */
export const saveBrandingBody = brandBody.omit({ isPrivate: true });

/** GET /api/portal-brand/subdomain?subdomain= */
export const subdomainQuery = checkSubdomain.query!;

export const subdomainCheck = z.object({ available: z.boolean(), message: z.string().nullable() });

/** GET /api/portal-brand/logo?v= (the version only busts caches). */
export const logoQuery = z.object({
  v: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
