import { bffRoute } from '../../define-endpoint';
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
export const meterPortalBffRoutes = {
  getMeterPortalMeter: bffRoute<PublicMeter>()({
    id: 'getMeterPortalMeter',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-portal/:subdomain/meters/:zoneId',
    access: 'public',
  }),
  quoteMeterPortalSession: bffRoute<MeterQuote, MeterQuoteBody>()({
    id: 'quoteMeterPortalSession',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/meters/:zoneId/quote',
    access: 'public',
  }),
  payMeterPortalSession: bffRoute<MeterReceipt, MeterPayBody>()({
    id: 'payMeterPortalSession',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/meters/:zoneId/pay',
    access: 'public',
  }),
  getMeterPortalReceipt: bffRoute<MeterReceipt>()({
    id: 'getMeterPortalReceipt',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-portal/:subdomain/sessions/:uuid',
    access: 'public',
  }),
  addMeterPortalTime: bffRoute<MeterReceipt, MeterTimeAddBody>()({
    id: 'addMeterPortalTime',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/sessions/:uuid/time',
    access: 'public',
  }),
};
