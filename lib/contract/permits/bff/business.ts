import { z } from 'zod';
import { issuedPermit } from '../issued';
import { businessAccount, businessProducts } from '../business';
import { INVALID_HOLDER } from './holders';

/** The answers of the BFF's /api/permits/business routes (the business accounts screens). */

/** GET /api/permits/business */
export const businessAccountsResponse = z.object({ accounts: z.array(businessAccount) });
export type BusinessAccountsResponse = z.infer<typeof businessAccountsResponse>;

export type BusinessProductsResponse = z.infer<typeof businessProducts>;

/** GET /api/permits/business/:id/customer/:customerId */
export const businessDetailResponse = z.object({
  account: businessAccount,
  products: businessProducts,
  permits: z.array(issuedPermit),
});
export type BusinessDetailResponse = z.infer<typeof businessDetailResponse>;

/** The account and its admin customer in the path: anything else is an invalid customer (404). */
export const businessParams = z.object({
  id: z.uuid({ message: INVALID_HOLDER }),
  customerId: z.uuid({ message: INVALID_HOLDER }),
});
export const businessAccountParams = z.object({ id: z.uuid({ message: INVALID_HOLDER }) });
export const businessProductParams = z.object({
  id: z.uuid({ message: INVALID_HOLDER }),
  productId: z.uuid({ message: INVALID_HOLDER }),
});
