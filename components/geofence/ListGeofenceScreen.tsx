'use client';

import { ListHeading } from '@/components/lists/ListHeading';
import { ListSideMenu } from '@/components/lists/ListSideMenu';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { GeofenceScreen, type GeofenceScreenProps } from './GeofenceScreen';

/**
 * /lists/{uuid}/geofence: laid out as the list's Plates tab (side menu, then the list's header
 * with its back link), so both tabs of a list share one header; then the Geofence screen.
 */
export function ListGeofenceScreen(props: GeofenceScreenProps) {
  const { data: list } = useEndpoint(routes.getList, { params: { uuid: props.listUuid } });
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-6">
      <ListSideMenu listUuid={props.listUuid} current="geofence" />
      <div className="min-w-0 flex-1">
        <ListHeading backHref="/lists" backLabel="All lists" list={list} />
        <GeofenceScreen {...props} />
      </div>
    </div>
  );
}
