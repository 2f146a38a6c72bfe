import { z } from 'zod';
import { checkoutBody, checkoutResult, codeBody, portalProduct, publicPortal } from '../../permits';

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
