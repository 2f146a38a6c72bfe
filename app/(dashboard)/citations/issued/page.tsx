import type { Metadata } from 'next';
import { IssuedCitationsScreen } from '@/components/citations/issued/IssuedCitationsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { citationListRouteQuery, citationListState } from '@/lib/rules/citations/list-urls';
import { bffFirstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued violations' };

/** /citations/issued?page=n (from 0) &location=uuid (default All) &search=TERM (upper-cased). */
export default async function IssuedCitationsPage({
  searchParams,
}: Pick<PageProps, 'searchParams'>) {
  const state = citationListState(await searchParams);
  const tz = (await requestTimeZone()) ?? 'UTC';
  const view = await bffFirstView(
    endpointUrl(routes.citationList, {}, citationListRouteQuery(state, tz)),
    endpointUrl(routes.citationSummary, {}, { tz }),
  );
  return (
    <FirstView value={view}>
      <IssuedCitationsScreen state={state} />
    </FirstView>
  );
}
