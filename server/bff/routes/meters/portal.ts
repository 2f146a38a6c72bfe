import 'server-only';
import { bffRouter } from '../../route';

/** /api/meter-portal: the public meter page: quote, pay, receipt, time-add (no session). */
export const meterPortalRoutes = bffRouter('/api/meter-portal');
