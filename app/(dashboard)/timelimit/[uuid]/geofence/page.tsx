import type { Metadata } from 'next';
import { GeofenceScreen } from '@/components/geofence/GeofenceScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Rule Geofence' };

export default async function TimeLimitGeofencePage({
  params,
}: {
  params: Promise<{ uuid: string }>;
}) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  return (
    <TimeLimitFrame uuid={uuid} active="geofence">
      <GeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
    </TimeLimitFrame>
  );
}
