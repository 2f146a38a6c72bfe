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
    summary:
      'A meter by zone id: name, rates in words, whether it is active now, the lengths on sale (priced by the provider).',
  }),
  quoteMeterPortalSession: bffRoute<MeterQuote, MeterQuoteBody>()({
    id: 'quoteMeterPortalSession',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/meters/:zoneId/quote',
    access: 'public',
    summary: 'The price of a session starting now (nothing is charged).',
  }),
  payMeterPortalSession: bffRoute<MeterReceipt, MeterPayBody>()({
    id: 'payMeterPortalSession',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/meters/:zoneId/pay',
    access: 'public',
    summary:
      'Pays a session starting now in test mode (priced by the provider); the same idempotency key charges once and starts one session.',
  }),
  getMeterPortalReceipt: bffRoute<MeterReceipt>()({
    id: 'getMeterPortalReceipt',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-portal/:subdomain/sessions/:uuid',
    access: 'public',
    summary: "A session's receipt by its uuid.",
  }),
  addMeterPortalTime: bffRoute<MeterReceipt, MeterTimeAddBody>()({
    id: 'addMeterPortalTime',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-portal/:subdomain/sessions/:uuid/time',
    access: 'public',
    summary: 'Adds time to a valid session (priced from its end); the same key adds once.',
  }),
};
