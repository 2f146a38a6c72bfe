'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { swrFetcher, type ApiError } from '@/lib/fetcher';

/** SWR over the one fetcher; a null path skips the request. */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(path, swrFetcher<T>, config);
}
