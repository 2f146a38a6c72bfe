import { bffArea } from '../../endpoint';
import { brandingEndpoints } from './branding';
import { customerEndpoints } from './customer';

export { loadBranding } from './brand-view';

/** The customer portals: the staff's branding page and the public portal pages. */
export const portalArea = bffArea({}, brandingEndpoints, customerEndpoints);
