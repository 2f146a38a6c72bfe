import 'server-only';
import { z } from 'zod';
import { subdomainParams, subdomainUuidParams } from '@/lib/contract';
import {
  customerCheckoutBody,
  customerCheckoutResult,
  customerCodeBody,
  customerPermitView,
  customerPortalView,
  logoQuery,
} from '@/lib/contract/portal/bff';
import { portalBffRoutes as routes } from '@/lib/contract/portal/bff-routes';
import { messages } from '@/lib/messages';
import {
  checkoutCustomerPermit,
  loadCustomerPermit,
  loadCustomerPortal,
  requestCustomerCode,
  streamPortalLogo,
  uploadCustomerRegImage,
} from '@/server/portal/customer';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';

/**
 * /api/portal: the public customer portal pages (no staff session; the subdomain in the path
 * names the organisation). Every call is counted per client address by the provider (429 past
 * its limits); no answer is indexed or stored.
 */

const noIndex = { 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };
const notFound = 'No such portal or permit type (NOT_FOUND).';
const limited = 'Too many requests from this address (RATE_LIMITED).';

export const customerEndpoints = [
  endpoint(routes.getCustomerPortal, {
    summary: 'The portal root: brand details and (unless private) its public permit types.',
    params: subdomainParams,
    response: customerPortalView,
    errors: { 404: notFound, 429: limited },
    handler: async ({ caller, params, c }) =>
      c.json(await loadCustomerPortal(caller.provider, params.subdomain), 200, noIndex),
  }),

  endpoint(routes.getCustomerPermit, {
    summary: "A permit type's page (by its link; private portals too) with the brand.",
    params: subdomainUuidParams,
    response: customerPermitView,
    errors: { 404: notFound, 429: limited },
    handler: async ({ caller, params: { subdomain, uuid }, c }) =>
      c.json(await loadCustomerPermit(caller.provider, subdomain, uuid), 200, noIndex),
  }),

  endpoint(routes.getCustomerPortalLogo, {
    summary: "The portal's logo from the provider's file storage.",
    params: subdomainParams,
    query: logoQuery,
    errors: { 404: 'No such portal or no logo (NOT_FOUND).', 429: limited },
    handler: ({ caller, params, query }) =>
      streamPortalLogo(caller.provider.clientIp ?? 'unknown', params.subdomain, query.v),
  }),

  endpoint(routes.requestCustomerCode, {
    summary: 'E-mails a verification code (through the outbox) for a type that verifies e-mail.',
    params: subdomainUuidParams,
    body: customerCodeBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { 404: notFound, 429: 'Too many codes requested (RATE_LIMITED).' },
    handler: async ({ caller, params: { subdomain, uuid }, body, c }) =>
      c.json(await requestCustomerCode(caller.provider, subdomain, uuid, body.email), 200, noIndex),
  }),

  endpoint(routes.uploadCustomerRegImage, {
    summary:
      'Uploads one registration image (multipart field `image`: JPEG, PNG or WebP up to 5 MB) for a type that requires them; the checkout names it in regImageIds.',
    params: subdomainUuidParams,
    response: z.object({ fileUUID: z.string() }),
    errors: {
      404: notFound,
      413: 'The image is larger than 5 MB (FILE_TOO_LARGE).',
      429: 'Too many attempts (RATE_LIMITED).',
    },
    handler: async ({ caller, params: { subdomain, uuid }, c }) => {
      const form = await c.req.formData().catch(() => null);
      const image = form?.get('image');
      if (!(image instanceof File)) {
        throw new BffError(400, 'INVALID_IMAGE', messages.invalidImage);
      }
      const clientIp = caller.provider.clientIp ?? 'unknown';
      return c.json(await uploadCustomerRegImage(clientIp, subdomain, uuid, image), 200, noIndex);
    },
  }),

  endpoint(routes.checkoutCustomerPermit, {
    summary:
      'Registers (and for a priced auto-approved type pays, in test mode) a permit. The amount comes from the type; the same idempotency key charges once and issues once.',
    params: subdomainUuidParams,
    body: customerCheckoutBody,
    response: customerCheckoutResult,
    errors: {
      402: 'A priced type of an organisation without an active payouts account (PAYMENTS_INACTIVE).',
      404: notFound,
      409: 'The permit type reached its maximum count, the same checkout is still running, or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
      429: 'Too many attempts (RATE_LIMITED).',
    },
    handler: async ({ caller, params: { subdomain, uuid }, body, c }) =>
      c.json(await checkoutCustomerPermit(caller.provider, subdomain, uuid, body), 200, noIndex),
  }),
];
