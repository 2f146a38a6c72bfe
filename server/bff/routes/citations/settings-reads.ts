import 'server-only';
import {
  getBrandDetails,
  getCitationPortalSettings,
  getCitationProductSettings,
  getCitationTicketCopy,
  listCitationLocations,
  type CitationPortalSettings,
} from '@/lib/contract';
import type { CitationPortalView, ViolationSettingsView } from '@/lib/contract/citations/bff';
import {
  defaultHeader1,
  defaultHeader2,
  portalAddressOf,
} from '@/lib/rules/citations/portal-headers';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';

/** The reads of the violation settings and violation portal endpoints (settings.ts). */

/** /citations/violation-settings: editable only with a subdomain and a brand title (spec 3 §8). */
export async function loadViolationSettings(p: OrgCaller): Promise<ViolationSettingsView> {
  const params = { entity: p.entity };
  const [brand, locations, settings, copy] = await Promise.all([
    p.call(getBrandDetails, { params }),
    p.call(listCitationLocations, { params }),
    p.call(getCitationProductSettings, { params }),
    p.call(getCitationTicketCopy, { params }),
  ]);
  return {
    canEdit: Boolean(brand.subdomain && brand.brandTitle),
    locations,
    appealWindow: settings.appealWindow,
    ticketHeader: copy.ticketHeader,
    ticketFooter: copy.ticketFooter,
  };
}

/** The saved portal settings with the defaults the portal shows for empty header texts. */
export async function citationPortalViewOf(
  p: OrgCaller,
  saved: CitationPortalSettings,
  requestOrigin: string,
): Promise<CitationPortalView> {
  const brand = await p.call(getBrandDetails, { params: { entity: p.entity } });
  const portalRoot = brand.subdomain ? portalRootUrl(brand.subdomain, requestOrigin) : null;
  return {
    ...saved,
    defaults: {
      header1: defaultHeader1(brand.brandTitle),
      header2: defaultHeader2(portalAddressOf(portalRoot)),
    },
    portalRoot,
  };
}

export async function loadCitationPortal(
  p: OrgCaller,
  requestOrigin: string,
): Promise<CitationPortalView> {
  const saved = await p.call(getCitationPortalSettings, { params: { entity: p.entity } });
  return citationPortalViewOf(p, saved, requestOrigin);
}
