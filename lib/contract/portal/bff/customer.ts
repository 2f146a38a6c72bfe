import { z } from 'zod';
import type { EndpointDefinition } from '../../define-endpoint';
import { defineEndpoint } from '../../define-endpoint';
import {
  checkoutBody,
  checkoutResult,
  codeBody,
  portalProduct,
  publicPortal,
  subdomainParams,
  subdomainUuidParams,
} from '../../permits';
import { portalCustomerBffRoutes } from '../bff-routes/customer';

/**
 * The public permit portal's BFF routes (no session). The subdomain in the path names the
 * organisation; every call is counted per client address by the provider (429 past its limits).
 */

/** The brand as the portal pages show it: the logo from the BFF's own logo route. */
export const customerBrand = publicPortal.shape.brand;
export type CustomerBrand = z.infer<typeof customerBrand>;

export const customerPortalView = z.object({
  brand: customerBrand,
  /** Empty when the portal is private. */
  products: z.array(portalProduct),
});
export type CustomerPortalView = z.infer<typeof customerPortalView>;
export type CustomerProduct = z.infer<typeof portalProduct>;

export const customerPermitView = z.object({ brand: customerBrand, product: portalProduct });
export type CustomerPermitView = z.infer<typeof customerPermitView>;

export const customerCodeBody = codeBody;
export type CustomerCodeBody = z.input<typeof customerCodeBody>;
export const customerCheckoutBody = checkoutBody;
export type CustomerCheckoutBody = z.input<typeof customerCheckoutBody>;
export const customerCheckoutResult = checkoutResult;
export type CustomerCheckoutResult = z.infer<typeof customerCheckoutResult>;

const notFound = 'No such portal or permit type (NOT_FOUND).';
const limited = 'Too many requests from this address (RATE_LIMITED).';

/** The BFF endpoints of the portal's customer screens: routes with their zod schemas. */
export const portalCustomerEndpoints: EndpointDefinition[] = [
  defineEndpoint(portalCustomerBffRoutes.getCustomerPortal, {
    summary: 'The portal root: brand details and (unless private) its public permit types.',
    params: subdomainParams,
    response: customerPortalView,
    errors: { 404: notFound, 429: limited },
  }),
  defineEndpoint(portalCustomerBffRoutes.getCustomerPermit, {
    summary: "A permit type's page (by its link; private portals too) with the brand.",
    params: subdomainUuidParams,
    response: customerPermitView,
    errors: { 404: notFound, 429: limited },
  }),
  defineEndpoint(portalCustomerBffRoutes.getCustomerPortalLogo, {
    summary: "The portal's logo from the provider's file storage.",
    params: subdomainParams,
    query: z.object({ v: z.coerce.number().int().min(0).max(1_000_000).optional() }),
    errors: { 404: 'No such portal or no logo (NOT_FOUND).', 429: limited },
  }),
  defineEndpoint(portalCustomerBffRoutes.requestCustomerCode, {
    summary: 'E-mails a verification code (through the outbox) for a type that verifies e-mail.',
    params: subdomainUuidParams,
    body: customerCodeBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { 404: notFound, 429: 'Too many codes requested (RATE_LIMITED).' },
  }),
  defineEndpoint(portalCustomerBffRoutes.uploadCustomerRegImage, {
    summary:
      'Uploads one registration image (multipart field `image`: JPEG, PNG or WebP up to 5 MB) for a type that requires them; the checkout names it in regImageIds.',
    params: subdomainUuidParams,
    response: z.object({ fileUUID: z.string() }),
    errors: {
      404: notFound,
      413: 'The image is larger than 5 MB (FILE_TOO_LARGE).',
      429: 'Too many attempts (RATE_LIMITED).',
    },
  }),
  defineEndpoint(portalCustomerBffRoutes.checkoutCustomerPermit, {
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
  }),
];
