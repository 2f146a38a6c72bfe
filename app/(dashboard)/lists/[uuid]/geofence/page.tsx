import type { Metadata } from 'next';
import { ListGeofenceScreen } from '@/components/geofence/ListGeofenceScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listParam, loadList } from '@/server/bff/views/lists';
import { geofenceKey, listKey } from '@/lib/hooks/lists/keys';
import { geofenceParam, loadGeofence } from '@/server/bff/views/geofence';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput, type PageProps } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Geofence' };

export default async function ListGeofencePage({ params }: PageProps) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  // The list's header (name, type) is the same as on its Plates tab, from the first paint.
  const view = await firstView(
    {
      [listKey(uuid)]: (who) => loadList(who, parseInput(listParam, { uuid }).uuid),
      [geofenceKey(uuid)]: (who) =>
        loadGeofence(who, parseInput(geofenceParam, { listUuid: uuid }).listUuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <ListGeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
    </FirstView>
  );
}
