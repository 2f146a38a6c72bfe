import { bffRoute } from '../../define-endpoint';
import type { MeterSessionsResponse } from '../bff/sessions';

type SessionsQuery = { page?: number; plate?: string };

/** The BFF routes of meters: paid parking sessions: per meter, all, plate search (plain data: see define-endpoint.ts). */
export const meterSessionsBffRoutes = {
  meterSessionsAll: bffRoute<MeterSessionsResponse, undefined, SessionsQuery>()({
    id: 'meterSessionsAll',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-sessions',
    access: 'org',
  }),
  meterSessionsOfMeter: bffRoute<MeterSessionsResponse, undefined, SessionsQuery>()({
    id: 'meterSessionsOfMeter',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-sessions/meter/:uuid',
    access: 'org',
  }),
};
