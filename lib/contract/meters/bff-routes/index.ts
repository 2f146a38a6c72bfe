import { meterTableBffRoutes } from './meters';
import { meterRatesBffRoutes } from './rates';
import { meterSessionsBffRoutes } from './sessions';
import { meterPortalBffRoutes } from './portal';

/** The BFF routes of meters (plain data, no zod), one file per group of screens. */
export const metersBffRoutes = {
  ...meterTableBffRoutes,
  ...meterRatesBffRoutes,
  ...meterSessionsBffRoutes,
  ...meterPortalBffRoutes,
};
