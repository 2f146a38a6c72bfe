import type { Metadata } from 'next';
import { ScanDetailScreen } from '@/components/lpr/ScanDetailScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { reasonOfSearch } from '@/lib/rules/privacy/lookup-reason';
import { bffFirstView } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Alert' };

interface AlertPageProps {
  params: Promise<{ uuid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /alerts/{uuid}: the scan detail screen for one alert. */
export default async function AlertPage({ params, searchParams }: AlertPageProps) {
  const { uuid } = await params;
  // The look-up's reason, when the organisation requires one (issue 30 item 2).
  const why = reasonOfSearch(await searchParams);
  const view = await bffFirstView(endpointUrl(routes.getAlert, { uuid }, why));
  const { tileUrl, attribution } = mapSettings();
  return (
    <FirstView value={view}>
      <ScanDetailScreen
        key={uuid}
        uuid={uuid}
        from="alerts"
        fetchFrom="alerts"
        why={why}
        map={{ tileUrl, attribution }}
      />
    </FirstView>
  );
}
