import type { Metadata } from 'next';
import { ListGeofenceScreen } from '@/components/geofence/ListGeofenceScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, type PageProps } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Geofence' };

export default async function ListGeofencePage({ params }: PageProps) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  // The list's header (name, type) is the same as on its Plates tab, from the first paint.
  const view = await bffFirstView(
    endpointUrl(routes.getList, { uuid }),
    endpointUrl(routes.getGeofence, { listUuid: uuid }),
  );
  return (
    <FirstView value={view}>
      <ListGeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
    </FirstView>
  );
}
