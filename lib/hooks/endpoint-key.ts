import { endpointUrl, type AnyRoute, type QueryValue } from '@/lib/contract/define-endpoint';

/**
 * The SWR key of a GET route: its URL with the path parameters filled in and the query values
 * (undefined, null and '' left out) in the order given. The BFF path is the key.
 */
export function endpointKey(
  route: AnyRoute,
  params?: Record<string, string>,
  query?: Record<string, QueryValue>,
): string {
  return endpointUrl(route, params, query);
}
