import 'server-only';
import { bffRouter } from '../../route';

/** /api/meters: meters table, stats and earnings, meter info (edit). */
export const meterTableRoutes = bffRouter('/api/meters');
