import 'server-only';
import { bffRouter } from '../../route';

/** /api/meter-sessions: paid parking sessions: per meter, all, plate search. */
export const meterSessionsRoutes = bffRouter('/api/meter-sessions');
