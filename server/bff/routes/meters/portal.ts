import 'server-only';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import {
  meterPayBody,
  meterPortalParams,
  meterQuoteBody,
  meterReceiptParams,
  meterTimeAddBody,
} from '@/lib/contract';
import { getMeterReceipt, getPublicMeter, quoteMeterSession } from '@/lib/contract';
import { addTime, payMeter } from '@/server/portal/meter';
import { parseBody, parseParams } from '../../context';
import { bffRouter, on } from '../../route';

/**
 * /api/meter-portal: the public meter page: quote, pay, receipt, time-add (no session). Each
 * calls the provider's public call as the driver's address (its limits count per address);
 * prices come from the provider, never from the body.
 */
export const meterPortalRoutes = bffRouter('/api/meter-portal');

const noIndex = { 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };

on(meterPortalRoutes, routes.getMeterPortalMeter, async (c) => {
  const params = parseParams(c, meterPortalParams);
  return c.json(await c.var.provider.call(getPublicMeter, { params }), 200, noIndex);
});

on(meterPortalRoutes, routes.quoteMeterPortalSession, async (c) => {
  const params = parseParams(c, meterPortalParams);
  const body = await parseBody(c, meterQuoteBody);
  return c.json(await c.var.provider.call(quoteMeterSession, { params, body }), 200, noIndex);
});

on(meterPortalRoutes, routes.payMeterPortalSession, async (c) => {
  const { subdomain, zoneId } = parseParams(c, meterPortalParams);
  const body = await parseBody(c, meterPayBody);
  const clientIp = c.var.provider.clientIp ?? 'unknown';
  return c.json(await payMeter(clientIp, subdomain, zoneId, body), 200, noIndex);
});

on(meterPortalRoutes, routes.getMeterPortalReceipt, async (c) => {
  const params = parseParams(c, meterReceiptParams);
  return c.json(await c.var.provider.call(getMeterReceipt, { params }), 200, noIndex);
});

on(meterPortalRoutes, routes.addMeterPortalTime, async (c) => {
  const { subdomain, uuid } = parseParams(c, meterReceiptParams);
  const body = await parseBody(c, meterTimeAddBody);
  const clientIp = c.var.provider.clientIp ?? 'unknown';
  return c.json(await addTime(clientIp, subdomain, uuid, body), 200, noIndex);
});
