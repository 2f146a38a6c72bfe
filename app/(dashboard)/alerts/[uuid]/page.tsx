import type { Metadata } from 'next';
import { ScanDetailScreen } from '@/components/lpr/ScanDetailScreen';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Alert' };

interface AlertPageProps {
  params: Promise<{ uuid: string }>;
}

/** /alerts/{uuid}: the scan detail screen for one alert. */
export default async function AlertPage({ params }: AlertPageProps) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  return (
    <ScanDetailScreen
      key={uuid}
      uuid={uuid}
      from="alerts"
      fetchFrom="alerts"
      map={{ tileUrl, attribution }}
    />
  );
}
