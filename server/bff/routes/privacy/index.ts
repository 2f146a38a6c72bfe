import { bffArea } from '../../endpoint';
import { dataRequestEndpoints } from './data-requests';

/** A person's data on request: provider refusals read as every area's (no texts of their own). */
export const privacyArea = bffArea({}, dataRequestEndpoints);
