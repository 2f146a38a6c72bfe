import type { Metadata } from 'next';
import { GeofenceScreen } from '@/components/geofence/GeofenceScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, type PageProps } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Rule Geofence' };

export default async function TimeLimitGeofencePage({ params }: PageProps) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  const view = await bffFirstView(
    endpointUrl(routes.timeLimitRule, { uuid }),
    endpointUrl(routes.getGeofence, { listUuid: uuid }),
  );
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="geofence">
        <GeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
      </TimeLimitFrame>
    </FirstView>
  );
}
