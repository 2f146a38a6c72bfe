import type { Metadata } from 'next';
import { ScanDetailScreen } from '@/components/lpr/ScanDetailScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { scanKey } from '@/lib/hooks/lpr/keys';
import { loadScan, scanParam } from '@/server/bff/views/scans';
import { firstView, parseInput } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Alert' };

interface AlertPageProps {
  params: Promise<{ uuid: string }>;
}

/** /alerts/{uuid}: the scan detail screen for one alert. */
export default async function AlertPage({ params }: AlertPageProps) {
  const { uuid } = await params;
  const view = await firstView({
    [scanKey(uuid, 'alerts')]: (who) =>
      loadScan(who, parseInput(scanParam, { uuid }).uuid, 'alerts'),
  });
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
