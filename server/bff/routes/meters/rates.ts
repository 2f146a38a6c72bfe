import 'server-only';
import { bffRouter } from '../../route';

/** /api/meter-rates: the weekly rate schedule (time rates). */
export const meterRatesRoutes = bffRouter('/api/meter-rates');
