import 'server-only';
import { getBrandDetails, type BrandDetails } from '@/lib/contract';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import type { OrgCaller } from '../../context';

/** The brand as the browser gets it: the logo through the BFF's own route, never the provider's path. */
export function brandingView(brand: BrandDetails): BrandDetails {
  return {
    ...brand,
    logoUrl:
      brand.logoVersion > 0
        ? endpointUrl(portalBffRoutes.brandingLogo, {}, { v: brand.logoVersion })
        : null,
  };
}

export async function loadBranding(p: OrgCaller): Promise<BrandDetails> {
  return brandingView(await p.call(getBrandDetails, { params: { entity: p.entity } }));
}
