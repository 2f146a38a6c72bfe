import { z } from 'zod';
import { issuedPermit, manualIssueBody } from '../issued';
import { customerVehicle, permitCustomer } from '../holders';
import { permitProduct } from '../products';
import { safeText } from '../fields';

/** The answers of the BFF's /api/permits/holders routes (the holders and manual issue screens). */

export const INVALID_HOLDER = 'This is an invalid customer.';

/** GET /api/permits/holders */
export const holdersListResponse = z.object({
  customers: z.array(permitCustomer),
  /** The provider answers at most this many rows; more exist when `customers` reaches it. */
  limit: z.number().int(),
});
export type HoldersListResponse = z.infer<typeof holdersListResponse>;

export const holdersQuery = z.object({ search: safeText(120, 'The search').optional() });

export type HolderVehicle = z.infer<typeof customerVehicle>;

/** GET /api/permits/holders/:id */
export const holderDetailResponse = z.object({
  customer: permitCustomer,
  permits: z.array(issuedPermit),
  vehicles: z.array(customerVehicle),
});
export type HolderDetailResponse = z.infer<typeof holderDetailResponse>;

/** GET /api/permits/holders/:id/add-permit */
export const holderIssueFormResponse = z.object({
  customer: permitCustomer,
  vehicles: z.array(customerVehicle),
  products: z.array(permitProduct),
});
export type HolderIssueFormResponse = z.infer<typeof holderIssueFormResponse>;

/** POST /api/permits/holders/:id/permits: the manual-issue payload without the customer (the path's). */
export const holderIssueBody = manualIssueBody.omit({ customerUUID: true });

/** A holder's id in the path: anything but a uuid is an invalid customer (404). */
export const holderParams = z.object({ id: z.uuid({ message: INVALID_HOLDER }) });
