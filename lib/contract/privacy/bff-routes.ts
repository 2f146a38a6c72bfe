import { routesOf } from '../define-endpoint';
import type { LookupPolicy } from './lookups';

const route = routesOf('privacy');

/** The BFF routes of Settings → Privacy, the look-up policy (plain data: see define-endpoint.ts). */
export const privacyLookupBffRoutes = {
  lookupPolicy: route.get<LookupPolicy>()('bffLookupPolicy', '/api/privacy/lookups', 'org'),
  updateLookupPolicy: route.put<LookupPolicy, LookupPolicy>()(
    'bffUpdateLookupPolicy',
    '/api/privacy/lookups',
    'org',
  ),
};
