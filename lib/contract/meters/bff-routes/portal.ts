import { routesOf } from '../../define-endpoint';
import type {
  MeterPayBody,
  MeterQuote,
  MeterQuoteBody,
  MeterReceipt,
  MeterTimeAddBody,
  PublicMeter,
} from '../portal';

/**
 * The BFF routes of meters: the public meter page: quote, pay, receipt, time-add (no session)
 * (plain data: see define-endpoint.ts). The pages call the same server code in-process; these
 * routes serve a browser or app that asks in JSON.
 */
const route = routesOf('meters');

export const meterPortalBffRoutes = {
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
