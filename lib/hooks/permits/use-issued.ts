'use client';

import type { IssuedPermit } from '@/lib/contract/permits';
import type {
  ApprovalsResponse,
  HolderVehiclesResponse,
  IssuedListResponse,
} from '@/lib/contract/permits/bff';
import { useApi } from '../use-api';
import {
  approvalKey,
  approvalsKey,
  holderVehiclesKey,
  issuedKey,
  issuedListKey,
  productApprovalsKey,
} from './issued-keys';

/** GET /api/permits/approvals (all types) or /api/permits/approvals/product/:uuid (one type). */
export function useApprovals(page: number, productUuid?: string | null) {
  return useApi<ApprovalsResponse>(
    productUuid ? productApprovalsKey(productUuid, page) : approvalsKey(page),
  );
}

/** GET /api/permits/issued: a page (from 0) or the holder search. */
export function useIssuedList(page: number, search?: string | null) {
  return useApi<IssuedListResponse>(issuedListKey(page, search), { keepPreviousData: true });
}

/** One issued permit: through the approvals route on the approval detail. */
export function useIssuedPermit(uuid: string, source: 'issued' | 'approval' = 'issued') {
  return useApi<IssuedPermit>(source === 'approval' ? approvalKey(uuid) : issuedKey(uuid));
}

/** The holder's vehicles, for the vehicle dialog (loaded when it opens). */
export function useHolderVehicles(uuid: string | null) {
  return useApi<HolderVehiclesResponse>(uuid ? holderVehiclesKey(uuid) : null);
}
