'use client';

import type { SWRConfiguration, SWRResponse } from 'swr';
import type { AnyRoute, ParamsOf, QueryValue, ResponseOf } from '@/lib/contract/define-endpoint';
import type { ApiError } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useApi } from './use-api';

/** What a GET route is asked with: its path parameters and query values. */
export interface EndpointInput<R extends AnyRoute> {
  params?: ParamsOf<R>;
  query?: Record<string, QueryValue>;
}

/**
 * The one data hook of the screens: SWR over a GET route of the BFF, typed by the route's answer
 * (DESIGN "One declaration per endpoint"). Its key is `endpointUrl(route, params, query)`, the
 * key a page lists for its first view (server/first-view.ts: bffFirstView). A null input skips
 * the request (nothing to ask yet).
 *
 *   const { data } = useEndpoint(listsBffRoutes.getList, { params: { uuid } });
 */
export function useEndpoint<R extends AnyRoute>(
  route: R,
  input: EndpointInput<R> | null = {},
  config?: SWRConfiguration<ResponseOf<R>, ApiError>,
): SWRResponse<ResponseOf<R>, ApiError> {
  const key = input
    ? endpointUrl(route, input.params as Record<string, string> | undefined, input.query)
    : null;
  return useApi<ResponseOf<R>>(key, config);
}
