import 'server-only';
import { z } from 'zod';
import { portalBffRoutes as routes } from '@/lib/contract/portal/bff-routes';
import { customerCheckoutBody, customerCodeBody } from '@/lib/contract/portal/bff';
import { subdomainParams, subdomainUuidParams } from '@/lib/contract';
import { messages } from '@/lib/messages';
import {
  checkoutCustomerPermit,
  loadCustomerPermit,
  loadCustomerPortal,
  requestCustomerCode,
  streamPortalLogo,
  uploadCustomerRegImage,
} from '@/server/portal/customer';
import { BffError } from '../../errors';
import { parseBody, parseParams } from '../../context';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';

/** /api/portal: the public customer portal pages (no staff session; the portal host names the organisation). */
export const portalCustomerRoutes = bffRouter('/api/portal');

const noIndex = { 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };

on(portalCustomerRoutes, routes.getCustomerPortal, async (c) => {
  const { subdomain } = parseParams(c, subdomainParams);
  return c.json(await loadCustomerPortal(c.var.provider, subdomain), 200, noIndex);
});

on(portalCustomerRoutes, routes.getCustomerPermit, async (c) => {
  const { subdomain, uuid } = parseParams(c, subdomainUuidParams);
  return c.json(await loadCustomerPermit(c.var.provider, subdomain, uuid), 200, noIndex);
});

const logoQuery = z.object({ v: z.coerce.number().int().min(0).max(1_000_000).optional() });

on(portalCustomerRoutes, routes.getCustomerPortalLogo, async (c) => {
  const { subdomain } = parseParams(c, subdomainParams);
  const { v } = parseQuery(c, logoQuery);
  return streamPortalLogo(c.var.provider.clientIp ?? 'unknown', subdomain, v);
});

on(portalCustomerRoutes, routes.requestCustomerCode, async (c) => {
  const { subdomain, uuid } = parseParams(c, subdomainUuidParams);
  const { email } = await parseBody(c, customerCodeBody);
  return c.json(await requestCustomerCode(c.var.provider, subdomain, uuid, email), 200, noIndex);
});

on(portalCustomerRoutes, routes.uploadCustomerRegImage, async (c) => {
  const { subdomain, uuid } = parseParams(c, subdomainUuidParams);
  const form = await c.req.formData().catch(() => null);
  const image = form?.get('image');
  if (!(image instanceof File)) {
    throw new BffError(400, 'INVALID_IMAGE', messages.invalidImage);
  }
  const clientIp = c.var.provider.clientIp ?? 'unknown';
  return c.json(await uploadCustomerRegImage(clientIp, subdomain, uuid, image), 200, noIndex);
});

on(portalCustomerRoutes, routes.checkoutCustomerPermit, async (c) => {
  const { subdomain, uuid } = parseParams(c, subdomainUuidParams);
  const body = await parseBody(c, customerCheckoutBody);
  return c.json(await checkoutCustomerPermit(c.var.provider, subdomain, uuid, body), 200, noIndex);
});
