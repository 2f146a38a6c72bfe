import 'server-only';
import {
  getMeterReceipt,
  getPublicMeter,
  meterPayBody,
  meterPortalParams,
  meterQuote,
  meterQuoteBody,
  meterReceipt,
  meterReceiptParams,
  meterTimeAddBody,
  publicMeter,
  quoteMeterSession,
} from '@/lib/contract';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { addTime, payMeter } from '@/server/portal/meter';
import { endpoint } from '../../endpoint';

/**
 * /api/meter-portal: the public meter page: quote, pay, receipt, time-add (no session). Each
 * calls the provider's public call as the driver's address (its limits count per address);
 * prices come from the provider, never from the body. A refusal (an inactive meter, a used
 * idempotency key, no payouts account) is the provider's, through the one error mapper.
 */

const noIndex = { 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };

const notFound = 'No such portal or meter (NOT_FOUND).';
const limited = 'Too many requests (RATE_LIMITED).';

export const meterPortalEndpoints = [
  endpoint(routes.getMeterPortalMeter, {
    summary:
      'A meter by zone id: name, rates in words, whether it is active now, the lengths on sale (priced by the provider).',
    params: meterPortalParams,
    response: publicMeter,
    errors: { 404: notFound, 429: limited },
    handler: async ({ caller, params, c }) =>
      c.json(await caller.provider.call(getPublicMeter, { params }), 200, noIndex),
  }),

  endpoint(routes.quoteMeterPortalSession, {
    summary: 'The price of a session starting now (nothing is charged).',
    params: meterPortalParams,
    body: meterQuoteBody,
    response: meterQuote,
    errors: { 404: notFound, 409: 'The meter is not active now.', 429: limited },
    handler: async ({ caller, params, body, c }) =>
      c.json(await caller.provider.call(quoteMeterSession, { params, body }), 200, noIndex),
  }),

  endpoint(routes.payMeterPortalSession, {
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
    handler: async ({ caller, params: { subdomain, zoneId }, body, c }) => {
      const clientIp = caller.provider.clientIp ?? 'unknown';
      return c.json(await payMeter(clientIp, subdomain, zoneId, body), 200, noIndex);
    },
  }),

  endpoint(routes.getMeterPortalReceipt, {
    summary: "A session's receipt by its uuid.",
    params: meterReceiptParams,
    response: meterReceipt,
    errors: { 404: 'No such session (NOT_FOUND).', 429: limited },
    handler: async ({ caller, params, c }) =>
      c.json(await caller.provider.call(getMeterReceipt, { params }), 200, noIndex),
  }),

  endpoint(routes.addMeterPortalTime, {
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
    handler: async ({ caller, params: { subdomain, uuid }, body, c }) => {
      const clientIp = caller.provider.clientIp ?? 'unknown';
      return c.json(await addTime(clientIp, subdomain, uuid, body), 200, noIndex);
    },
  }),
];
