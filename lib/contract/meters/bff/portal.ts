import type { EndpointDefinition } from '../../define-endpoint';
import { defineEndpoint } from '../../define-endpoint';
import {
  meterPayBody,
  meterPortalParams,
  meterQuote,
  meterQuoteBody,
  meterReceipt,
  meterReceiptParams,
  meterTimeAddBody,
  publicMeter,
} from '../portal';
import { meterPortalBffRoutes as routes } from '../bff-routes/portal';

/** The answers and inputs of the BFF's meters routes: the public meter page: quote, pay, receipt, time-add (no session). */

const notFound = 'No such portal or meter (NOT_FOUND).';
const limited = 'Too many requests (RATE_LIMITED).';

/** This group's endpoints (schemas of every route in ../bff-routes/portal.ts). */
export const meterPortalEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.getMeterPortalMeter, {
    summary:
      'A meter by zone id: name, rates in words, whether it is active now, the lengths on sale (priced by the provider).',
    params: meterPortalParams,
    response: publicMeter,
    errors: { 404: notFound, 429: limited },
  }),
  defineEndpoint(routes.quoteMeterPortalSession, {
    summary: 'The price of a session starting now (nothing is charged).',
    params: meterPortalParams,
    body: meterQuoteBody,
    response: meterQuote,
    errors: { 404: notFound, 409: 'The meter is not active now.', 429: limited },
  }),
  defineEndpoint(routes.payMeterPortalSession, {
    summary:
      'Pays a session starting now in test mode (priced by the provider); the same idempotency key charges once and starts one session.',
    params: meterPortalParams,
    body: meterPayBody,
    response: meterReceipt,
    errors: {
      402: 'The organisation has no active payouts account (PAYMENTS_INACTIVE).',
      404: notFound,
      409: 'The meter is not active now, or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
      429: limited,
    },
  }),
  defineEndpoint(routes.getMeterPortalReceipt, {
    summary: "A session's receipt by its uuid.",
    params: meterReceiptParams,
    response: meterReceipt,
    errors: { 404: 'No such session (NOT_FOUND).', 429: limited },
  }),
  defineEndpoint(routes.addMeterPortalTime, {
    summary: 'Adds time to a valid session (priced from its end); the same key adds once.',
    params: meterReceiptParams,
    body: meterTimeAddBody,
    response: meterReceipt,
    errors: {
      402: 'The organisation has no active payouts account (PAYMENTS_INACTIVE).',
      404: 'No such session (NOT_FOUND).',
      409: 'The session has ended (SESSION_ENDED), or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
      429: limited,
    },
  }),
];
