/**
 * The SWR keys of the permit holders screens, built from their routes (not a client module: the
 * pages' server components build the same keys for their first view).
 */
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { endpointKey } from '../endpoint-key';

/** The holders list; `search` (trimmed) narrows it, an empty search is the whole list. */
export function holdersKey(search?: string | null): string {
  const term = search?.trim();
  return endpointKey(permitsBffRoutes.listHolders, {}, term ? { search: term } : {});
}

export const HOLDERS_KEY = holdersKey();

export function holderKey(id: string): string {
  return endpointKey(permitsBffRoutes.getHolder, { id });
}

export function holderIssueFormKey(id: string): string {
  return endpointKey(permitsBffRoutes.issueForm, { id });
}
