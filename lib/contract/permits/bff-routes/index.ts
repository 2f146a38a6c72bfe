import { permitProductsBffRoutes } from './products';
import { permitIssuedBffRoutes } from './issued';
import { permitHoldersBffRoutes } from './holders';
import { permitBusinessBffRoutes } from './business';

/**
 * The BFF routes of the permits area (plain data, no zod: the browser builds URLs and SWR keys
 * from them). One file per group of screens: permit types, approvals and issued permits, permit
 * holders and manual issue, business accounts.
 */
export const permitsBffRoutes = {
  ...permitProductsBffRoutes,
  ...permitIssuedBffRoutes,
  ...permitHoldersBffRoutes,
  ...permitBusinessBffRoutes,
};

export { permitIssuedBffRoutes } from './issued';
