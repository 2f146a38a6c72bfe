import { bffArea } from '../../endpoint';
import { dataRequestEndpoints } from './data-requests';
import { privacyLookupEndpoints } from './lookups';

/**
 * Settings → Privacy (the look-up policy) and a person's data on request: provider refusals read
 * as every area's (no texts of their own).
 */
export const privacyArea = bffArea({}, privacyLookupEndpoints, dataRequestEndpoints);
