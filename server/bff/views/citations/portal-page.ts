import 'server-only';
import { CITATION_PORTAL_KEY } from '@/lib/hooks/citations/settings-keys';
import { PORTAL_BRANDING_KEY } from '@/lib/hooks/portal/branding-keys';
import type { OrgCaller } from '../../context';
import { pageOrigin } from '../permits/products';
import { loadBranding } from '../portal/branding';
import { loadCitationPortal } from './settings';

/** The first view of the violation portal branding page: the brand and the portal's settings. */
export function citationPortalFirstView() {
  return {
    [PORTAL_BRANDING_KEY]: loadBranding,
    [CITATION_PORTAL_KEY]: async (who: OrgCaller) => loadCitationPortal(who, await pageOrigin()),
  };
}
