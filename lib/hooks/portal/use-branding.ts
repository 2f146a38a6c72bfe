'use client';

import type { BrandDetails } from '@/lib/contract/portal';
import { useApi } from '../use-api';
import { PORTAL_BRANDING_KEY } from './branding-keys';

export { PORTAL_BRANDING_KEY };

/** GET /api/portal-brand: the portal's brand (subdomain, title, colours, logo). */
export function useBranding() {
  return useApi<BrandDetails>(PORTAL_BRANDING_KEY);
}
