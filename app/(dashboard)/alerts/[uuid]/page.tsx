import type { Metadata } from 'next';
import { ScanDetailScreen } from '@/components/lpr/ScanDetailScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Alert' };

interface AlertPageProps {
  params: Promise<{ uuid: string }>;
}

/** /alerts/{uuid}: the scan detail screen for one alert. */
export default async function AlertPage({ params }: AlertPageProps) {
  const { uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.getAlert, { uuid }));
  const { tileUrl, attribution } = mapSettings();
  return (
    <FirstView value={view}>
      <ScanDetailScreen
        key={uuid}
        uuid={uuid}
        from="alerts"
        fetchFrom="alerts"
        map={{ tileUrl, attribution }}
      />
    </FirstView>
  );
}
