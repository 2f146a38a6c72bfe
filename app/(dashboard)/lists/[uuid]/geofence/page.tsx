import type { Metadata } from 'next';
import { ListGeofenceScreen } from '@/components/geofence/ListGeofenceScreen';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Geofence' };

export default async function ListGeofencePage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  return (
    <ListGeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
  );
}
