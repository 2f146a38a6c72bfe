import { routesOf } from '../../define-endpoint';
import type { MeterSessionsResponse } from '../bff/sessions';

type SessionsQuery = { page?: number; plate?: string };

const route = routesOf('meters');

/** The BFF routes of meters: paid parking sessions: per meter, all, plate search (plain data: see define-endpoint.ts). */
export const meterSessionsBffRoutes = {
  meterSessionsAll: route.get<MeterSessionsResponse, SessionsQuery>()(
    'meterSessionsAll',
    '/api/meter-sessions',
    'org',
  ),
  meterSessionsOfMeter: route.get<MeterSessionsResponse, SessionsQuery>()(
    'meterSessionsOfMeter',
    '/api/meter-sessions/meter/:uuid',
    'org',
  ),
};
