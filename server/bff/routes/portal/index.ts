import type { RefusalTable } from '../../errors';
import { bffArea } from '../../endpoint';
import { brandingEndpoints } from './branding';
import { customerEndpoints } from './customer';

export { loadBranding } from './brand-view';

/** The customer portals: the staff's branding page and the public portal pages. */
export const portalArea = bffArea({}, brandingEndpoints, customerEndpoints);

/**
 * The refusal table the violation portal's pages (/citations/citation-portal, /payment-portal)
 * still hand to firstView: empty, as the portal area has no texts of its own. Goes when those
 * pages list their first-view keys with bffFirstView.
 */
export const portalRefusals: RefusalTable = {};
