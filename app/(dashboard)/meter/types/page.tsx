import type { Metadata } from 'next';
import { MeterTypesScreen } from '@/components/meters/MeterTypesScreen';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Parking Meters' };

/** /meter/types: counted in the browser's zone (its cookie; UTC until the browser told it). */
export default async function MeterTypesPage() {
  const tz = (await requestTimeZone()) ?? 'UTC';
  const view = await bffFirstView(endpointUrl(routes.meterTableOverview, {}, { tz }));
  return (
    <FirstView value={view}>
      <MeterTypesScreen />
    </FirstView>
  );
}
