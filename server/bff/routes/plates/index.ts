import { bffArea } from '../../endpoint';
import { plateEndpoints } from './plates';

/** Plate 360: provider refusals read as every area's (no texts of their own). */
export const platesArea = bffArea({}, plateEndpoints);
