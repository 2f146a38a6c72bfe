import type { Metadata } from 'next';
import { SessionsScreen } from '@/components/meters/sessions/SessionsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { meterSessionsKey } from '@/lib/hooks/meters/sessions-keys';
import { sessionsUrlState } from '@/lib/hooks/meters/sessions-url';
import { coreRefusals, withRefusals } from '@/server/bff/errors';
import { meterSessionsRefusals } from '@/server/bff/routes/meters';
import { loadMeterSessions } from '@/server/bff/views/meters/sessions';
import { pageOrigin } from '@/server/bff/views/permits/products';
import { firstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Meter sessions' };

/** /meter/{id}/sessions?page=n (from 0) &plate=P (upper-cased). */
export default async function MeterSessionsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const { page, plate } = sessionsUrlState(await searchParams);
  const origin = await pageOrigin();
  const view = await firstView(
    {
      [meterSessionsKey(id, page, plate)]: (who) =>
        loadMeterSessions(who, id, { page, plate }, origin),
    },
    withRefusals(coreRefusals, meterSessionsRefusals),
  );
  return (
    <FirstView value={view}>
      <SessionsScreen meterUuid={id} page={page} plate={plate} />
    </FirstView>
  );
}
