/** The SWR keys of the violation settings and violation portal screens. */
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '../endpoint-key';

export const VIOLATION_SETTINGS_KEY = endpointKey(r.violationSettings);
export const CITATION_PORTAL_KEY = endpointKey(r.citationPortalSettings);
