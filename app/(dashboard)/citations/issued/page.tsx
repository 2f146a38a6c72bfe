import type { Metadata } from 'next';
import { IssuedCitationsScreen } from '@/components/citations/issued/IssuedCitationsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import {
  citationListKey,
  citationListState,
  citationSummaryKey,
} from '@/lib/hooks/citations/issued-keys';
import { loadCitationList, loadCitationSummary } from '@/server/bff/views/citations/issued';
import { firstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued violations' };

/** /citations/issued?page=n (from 0) &location=uuid (default All) &search=TERM (upper-cased). */
export default async function IssuedCitationsPage({
  searchParams,
}: Pick<PageProps, 'searchParams'>) {
  const state = citationListState(await searchParams);
  const tz = (await requestTimeZone()) ?? 'UTC';
  const view = await firstView({
    [citationListKey(state, tz)]: (who) => loadCitationList(who, { ...state, tz }),
    [citationSummaryKey(tz)]: (who) => loadCitationSummary(who, tz),
  });
  return (
    <FirstView value={view}>
      <IssuedCitationsScreen state={state} />
    </FirstView>
  );
}
