import { bffArea } from '../../endpoint';
import { meterEndpoints } from './meters';
import { meterPortalEndpoints } from './portal';
import { meterRateEndpoints } from './rates';
import { meterSessionEndpoints } from './sessions';

/**
 * Parking meters (spec 3): meters and earnings, the weekly rate schedule, paid sessions, the
 * public meter page and receipts; each group declares its own refusal texts.
 */
export const metersArea = bffArea(
  {},
  meterEndpoints,
  meterRateEndpoints,
  meterSessionEndpoints,
  meterPortalEndpoints,
);
