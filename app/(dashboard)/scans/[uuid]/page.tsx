import type { Metadata } from 'next';
import { ScanDetailScreen } from '@/components/lpr/ScanDetailScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { reasonOfSearch } from '@/lib/rules/privacy/lookup-reason';
import { bffFirstView } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Scan' };

interface ScanPageProps {
  params: Promise<{ uuid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /scans/{uuid}: also opened from /alerts (?from=alerts), whose list the back link returns to. */
export default async function ScanPage({ params, searchParams }: ScanPageProps) {
  const { uuid } = await params;
  const search = await searchParams;
  const { from } = search;
  // The look-up's reason, when the organisation requires one (issue 30 item 2).
  const why = reasonOfSearch(search);
  const view = await bffFirstView(endpointUrl(routes.getScan, { uuid }, why));
  const { tileUrl, attribution } = mapSettings();
  return (
    <FirstView value={view}>
      <ScanDetailScreen
        key={uuid}
        uuid={uuid}
        from={from === 'alerts' ? 'alerts' : 'scans'}
        fetchFrom="scans"
        why={why}
        map={{ tileUrl, attribution }}
      />
    </FirstView>
  );
}
