import { routesOf } from '../define-endpoint';
import type { MeterTableInfoBody } from './meters';
import type { MeterTableMeterResponse, MeterTableResponse } from './bff/meters';
import type { MeterRate, MeterRateFields, MeterRatesAnswer } from './rates';
import type { MeterSessionsResponse } from './bff/sessions';
import type {
  MeterPayBody,
  MeterQuote,
  MeterQuoteBody,
  MeterReceipt,
  MeterTimeAddBody,
  PublicMeter,
} from './portal';

type Ok = { ok: true };

type SessionsQuery = { page?: number; plate?: string };

const route = routesOf('meters');

/** The BFF routes of meters (plain data, no zod: see define-endpoint.ts). */
export const metersBffRoutes = {
  // The meters table, stats and earnings, meter info (edit).
  meterTableOverview: route.get<MeterTableResponse, { tz?: string }>()(
    'meterTableOverview',
    '/api/meters',
    'org',
  ),
  meterTableMeter: route.get<MeterTableMeterResponse>()(
    'meterTableMeter',
    '/api/meters/:uuid',
    'org',
  ),
  meterTableUpdate: route.put<MeterTableMeterResponse, MeterTableInfoBody>()(
    'meterTableUpdate',
    '/api/meters/:uuid',
    'org',
  ),
  meterTableSign: route.get<Blob>()('meterTableSign', '/api/meters/:uuid/sign', 'org', {
    mediaTypes: ['application/pdf'],
  }),
  // The weekly rate schedule (time rates).
  meterRates: route.get<MeterRatesAnswer>()('meterRates', '/api/meter-rates/:meter', 'org'),
  createMeterRate: route.post<MeterRate, MeterRateFields>()(
    'createMeterRate',
    '/api/meter-rates/:meter',
    'org',
    { status: 201 },
  ),
  updateMeterRate: route.put<MeterRate, MeterRateFields>()(
    'updateMeterRate',
    '/api/meter-rates/:meter/:uuid',
    'org',
  ),
  deleteMeterRate: route.delete<Ok>()('deleteMeterRate', '/api/meter-rates/:meter/:uuid', 'org'),
  // Paid parking sessions: per meter, all, plate search.
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
  // The public meter page: quote, pay, receipt, time-add (no session). The pages call the same
  // server code in-process; these routes serve a browser or app that asks in JSON.
  getMeterPortalMeter: route.get<PublicMeter>()(
    'getMeterPortalMeter',
    '/api/meter-portal/:subdomain/meters/:zoneId',
    'public',
  ),
  quoteMeterPortalSession: route.post<MeterQuote, MeterQuoteBody>()(
    'quoteMeterPortalSession',
    '/api/meter-portal/:subdomain/meters/:zoneId/quote',
    'public',
  ),
  payMeterPortalSession: route.post<MeterReceipt, MeterPayBody>()(
    'payMeterPortalSession',
    '/api/meter-portal/:subdomain/meters/:zoneId/pay',
    'public',
  ),
  getMeterPortalReceipt: route.get<MeterReceipt>()(
    'getMeterPortalReceipt',
    '/api/meter-portal/:subdomain/sessions/:uuid',
    'public',
  ),
  addMeterPortalTime: route.post<MeterReceipt, MeterTimeAddBody>()(
    'addMeterPortalTime',
    '/api/meter-portal/:subdomain/sessions/:uuid/time',
    'public',
  ),
};
