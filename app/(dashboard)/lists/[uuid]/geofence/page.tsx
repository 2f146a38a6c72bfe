import type { Metadata } from 'next';
import { ListGeofenceScreen } from '@/components/geofence/ListGeofenceScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listKey } from '@/lib/hooks/keys';
import { listParam, loadList } from '@/server/bff/views/lists';
import { firstView, parseInput } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Geofence' };

export default async function ListGeofencePage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  // The list's header (name, type) is the same as on its Plates tab, from the first paint.
  const view = await firstView({
    [listKey(uuid)]: (who) => loadList(who, parseInput(listParam, { uuid }).uuid),
  });
  return (
    <FirstView value={view}>
      <ListGeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
    </FirstView>
  );
}
