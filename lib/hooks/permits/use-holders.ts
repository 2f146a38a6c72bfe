'use client';

import type {
  HolderDetailResponse,
  HolderIssueFormResponse,
  HoldersListResponse,
} from '@/lib/contract/permits/bff';
import { useApi } from '../use-api';
import { holderIssueFormKey, holderKey, holdersKey } from './holders-keys';

export { HOLDERS_KEY, holderIssueFormKey, holderKey, holdersKey } from './holders-keys';

const noRetryOnClientError = {
  shouldRetryOnError: (error: { status: number }) => error.status === 0 || error.status >= 500,
};

/** GET /api/permits/holders: the holders (at most 2,000), narrowed by `search`. */
export function useHolders(search: string) {
  return useApi<HoldersListResponse>(holdersKey(search), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** One holder with their permits and vehicles (404: an invalid customer). */
export function useHolder(id: string) {
  return useApi<HolderDetailResponse>(holderKey(id), noRetryOnClientError);
}

/** What the manual issue form offers for a holder. */
export function useHolderIssueForm(id: string) {
  return useApi<HolderIssueFormResponse>(holderIssueFormKey(id), {
    ...noRetryOnClientError,
    revalidateOnFocus: false,
  });
}
