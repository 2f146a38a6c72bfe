'use client';

import type { IssuedCitation } from '@/lib/contract/citations';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationSummaryResponse,
} from '@/lib/contract/citations/bff';
import { useDisplayTimeZone } from '../first-view-tz';
import { useApi } from '../use-api';
import {
  citationActivityKey,
  citationKey,
  citationListKey,
  citationSummaryKey,
  type CitationListState,
} from './issued-keys';

/** The zone amounts due and the stats are counted in (the display zone; UTC outside it). */
export const useCitationZone = () => useDisplayTimeZone() ?? 'UTC';

/** GET /api/citations/issued: a page at a location, or the search. */
export function useCitationList(state: CitationListState) {
  return useApi<CitationListResponse>(citationListKey(state, useCitationZone()), {
    keepPreviousData: true,
  });
}

/** GET /api/citations/issued/summary: the cards and the location choices. */
export function useCitationSummary() {
  return useApi<CitationSummaryResponse>(citationSummaryKey(useCitationZone()));
}

/** One issued violation. */
export function useCitation(uuid: string) {
  return useApi<IssuedCitation>(citationKey(uuid, useCitationZone()));
}

/** Its citation log and verify log. */
export function useCitationActivity(uuid: string) {
  return useApi<CitationActivityResponse>(citationActivityKey(uuid));
}
