'use client';

import type {
  IntegrationResponse,
  ListPlatesResponse,
  ListsResponse,
  PlateSearchResponse,
} from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';
import { useApi } from '../use-api';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import {
  integrationKey,
  listKey,
  listPlatesKey,
  LISTS_KEY,
  plateSearchKey,
} from '@/lib/hooks/lists/keys';

export { integrationKey, listKey, listPlatesKey, LISTS_KEY, plateSearchKey };

/** The CSV download of a list's plates and the upload target. */
export function platesCsvHref(uuid: string): string {
  return endpointKey(listsBffRoutes.downloadPlates, { uuid });
}
export function uploadHref(uuid: string): string {
  return endpointKey(listsBffRoutes.uploadPlates, { uuid });
}
export const TEMPLATE_CSV_HREF = endpointKey(listsBffRoutes.plateTemplate);

const noRetryOnClientError = {
  shouldRetryOnError: (error: { status: number }) => error.status === 0 || error.status >= 500,
};

/** GET /api/lists: allow, hot, permit and integration lists. */
export function useLists() {
  return useApi<ListsResponse>(LISTS_KEY);
}

/** One list (header of the list screens). */
export function useList(uuid: string) {
  return useApi<PlateList>(listKey(uuid), { ...noRetryOnClientError, revalidateOnFocus: false });
}

/** The plates of a list (at most 2,500) and their count; skipped while `enabled` is false. */
export function useListPlates(uuid: string, enabled = true) {
  return useApi<ListPlatesResponse>(enabled ? listPlatesKey(uuid) : null, {
    ...noRetryOnClientError,
    revalidateOnFocus: false,
  });
}

/** A plate search of a list; no request while q is empty. */
export function usePlateSearch(uuid: string, q: string | null) {
  return useApi<PlateSearchResponse>(q ? plateSearchKey(uuid, q) : null, {
    ...noRetryOnClientError,
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
}

/** An integration list's vendor info and plates (or one verified plate). */
export function useIntegration(uuid: string, enabled: boolean, plate?: string | null) {
  return useApi<IntegrationResponse>(enabled ? integrationKey(uuid, plate) : null, {
    ...noRetryOnClientError,
    revalidateOnFocus: false,
  });
}
