import type { Metadata } from 'next';
import { SessionsScreen } from '@/components/meters/sessions/SessionsScreen';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { sessionsQuery, sessionsUrlState } from '@/lib/rules/meters/sessions';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Meter sessions' };

/** /meter/{id}/sessions?page=n (from 0) &plate=P (upper-cased). */
export default async function MeterSessionsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const state = sessionsUrlState(await searchParams);
  const view = await bffFirstView(
    endpointUrl(routes.meterSessionsOfMeter, { uuid: id }, sessionsQuery(state)),
  );
  return (
    <FirstView value={view}>
      <SessionsScreen meterUuid={id} page={state.page} plate={state.plate} />
    </FirstView>
  );
}
