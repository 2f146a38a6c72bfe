'use client';

import type { CitationTypeResponse, CitationTypesResponse } from '@/lib/contract/citations/bff';
import { useApi } from '../use-api';
import { CITATION_TYPES_KEY, citationTypeKey } from './types-keys';

/** GET /api/citations/types: every type and the payouts status. */
export function useCitationTypes() {
  return useApi<CitationTypesResponse>(CITATION_TYPES_KEY);
}

/** GET /api/citations/types/:uuid */
export function useCitationType(uuid: string) {
  return useApi<CitationTypeResponse>(citationTypeKey(uuid));
}
