'use client';

import type { AppealDetailResponse, AppealListResponse } from '@/lib/contract/citations/bff';
import { useApi } from '../use-api';
import { appealKey, appealListKey, type AppealFilters } from './appeals-keys';

/** GET /api/citations/appeals: one page of the filtered list. */
export function useAppealList(filters: AppealFilters) {
  return useApi<AppealListResponse>(appealListKey(filters), { keepPreviousData: true });
}

/** GET /api/citations/appeals/:citation: the appeal with the notice's log trail. */
export function useAppeal(citation: string) {
  return useApi<AppealDetailResponse>(appealKey(citation));
}
