import { bffArea } from '../../endpoint';
import { privacyLookupEndpoints } from './lookups';

/** Settings → Privacy: provider refusals read as every area's (no texts of their own). */
export const privacyArea = bffArea({}, privacyLookupEndpoints);
