'use client';

import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { swrFetcher, type ApiError } from '@/lib/fetcher';
import { useFirstViewError } from './first-view';

/** Retries a failed read only when the BFF or the network failed, never a refusal (4xx). */
export const retryOnlyServerFailures = {
  shouldRetryOnError: (error: ApiError) => error.status === 0 || error.status >= 500,
};

/**
 * SWR over the one fetcher; a null path skips the request. A first view rendered on the server
 * (FirstView) gives the data as fallback (not "loading": the screen shows it as current while the
 * browser revalidates), or its failure until the browser's own answer arrives.
 */
export function useApi<T>(
  path: string | null,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const result = useSWR<T, ApiError>(path, swrFetcher<T>, config);
  const firstError = useFirstViewError(path);
  const { fallback } = useSWRConfig();
  const hasFirstView = path !== null && fallback?.[path] !== undefined;
  if (hasFirstView && result.isLoading) {
    return {
      data: result.data,
      error: result.error,
      isLoading: false,
      isValidating: result.isValidating,
      mutate: result.mutate,
    };
  }
  if (!firstError || result.data !== undefined || result.error !== undefined) return result;
  return {
    data: undefined,
    error: firstError,
    isLoading: false,
    isValidating: result.isValidating,
    mutate: result.mutate,
  };
}
