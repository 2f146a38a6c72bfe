import { z } from 'zod';
import { isoDate } from '../../define-call';
import { paidStatus } from '../fields';
import { permitGraph, permitProduct } from '../products';

/** Bodies and answers of the BFF's /api/permits/products routes (the permit types screens). */

/** The payouts account as the permit screens read it (spec 2 §3). */
export const permitPayoutsStatus = z.object({
  accountExists: z.boolean(),
  accountActive: z.boolean(),
  portalActive: z.boolean(),
});
export type PermitPayoutsStatus = z.infer<typeof permitPayoutsStatus>;

/** GET /api/permits/products */
export const permitTypesResponse = z.object({
  products: z.array(permitProduct),
  graph: permitGraph,
  payouts: permitPayoutsStatus,
});
export type PermitTypesResponse = z.infer<typeof permitTypesResponse>;

/** The public addresses of a permit type (spec 2 §2), built on the server. */
export const permitPortalLinks = z.object({
  /** Portal root; null until the subdomain is configured (portalActive false). */
  root: z.string().nullable(),
  /** `{root}/permit/{id}/verify`, or `{root}/permit/{id}/guestcheckout` without e-mail verification. */
  address: z.string().nullable(),
  /** What the QR code encodes: the guest-checkout address, or the root when the portal is private. */
  qrTarget: z.string().nullable(),
  portalActive: z.boolean(),
  /**
   * Business accounts only (isCustomerEntityOnly): issued through business accounts, so there
   * is no public address and no QR code (address and qrTarget are null; the portal answers 404).
   */
  businessOnly: z.boolean(),
  /** Business accounts only and offered to every business account (isCustomerEntityAll). */
  allBusinessAccounts: z.boolean(),
  isPrivate: z.boolean(),
  subdomain: z.string().nullable(),
  brandTitle: z.string().nullable(),
  /** Hex without '#' (the sign's header). */
  brandColor: z.string(),
});
export type PermitPortalLinks = z.infer<typeof permitPortalLinks>;

/** GET /api/permits/products/:uuid */
export const permitTypeResponse = z.object({ product: permitProduct, portal: permitPortalLinks });
export type PermitTypeResponse = z.infer<typeof permitTypeResponse>;

/** One row of the type's issued permits. */
export const permitTypeIssuedRow = z.object({
  uuid: z.string(),
  customerPermitId: z.string(),
  paidStatus,
  amount: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  plate: z.string().nullable(),
  createdOn: isoDate,
  issuedOn: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
});
export type PermitTypeIssuedRow = z.infer<typeof permitTypeIssuedRow>;

/** GET /api/permits/products/:uuid/issued */
export const permitTypeIssuedResponse = z.object({
  permits: z.array(permitTypeIssuedRow),
  /** The provider's cap (500) was reached: older permits are not shown. */
  capped: z.boolean(),
});
export type PermitTypeIssuedResponse = z.infer<typeof permitTypeIssuedResponse>;

export const permitTypeParams = z.object({ uuid: z.uuid({ message: 'No such permit type.' }) });
