'use client';

import type {
  PermitPayoutsStatus,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from '@/lib/contract/permits/bff';
import { useApi } from '../use-api';
import {
  PERMIT_PAYOUTS_KEY,
  PERMIT_TYPES_KEY,
  permitTypeIssuedKey,
  permitTypeKey,
} from './products-keys';

/** GET /api/permits/products: the types, the graph and the payouts status. */
export function usePermitTypes() {
  return useApi<PermitTypesResponse>(PERMIT_TYPES_KEY);
}

/** GET /api/permits/products/payouts */
export function usePermitPayouts() {
  return useApi<PermitPayoutsStatus>(PERMIT_PAYOUTS_KEY);
}

/** GET /api/permits/products/:uuid */
export function usePermitType(uuid: string) {
  return useApi<PermitTypeResponse>(permitTypeKey(uuid));
}

/** GET /api/permits/products/:uuid/issued */
export function usePermitTypeIssued(uuid: string) {
  return useApi<PermitTypeIssuedResponse>(permitTypeIssuedKey(uuid));
}
