'use client';

import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { GeofenceEditor } from './GeofenceEditor';

export interface GeofenceScreenProps {
  listUuid: string;
  tileUrl: string;
  attribution: string;
}

/**
 * The Geofence screen of a list (/lists/{uuid}/geofence, /timelimit/{uuid}/geofence): address
 * search, a polygon drawn by clicking the map, Remove geofence and Save & activate geofence.
 */
export function GeofenceScreen({ listUuid, tileUrl, attribution }: GeofenceScreenProps) {
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.getGeofence,
    { params: { listUuid } },
    { revalidateOnFocus: false },
  );
  if (error) return <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>;
  if (isLoading || !data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the geofence" />
      </div>
    );
  }
  return (
    <GeofenceEditor
      listUuid={listUuid}
      tileUrl={tileUrl}
      attribution={attribution}
      saved={data}
      onSaved={(next) => void mutate(next, { revalidate: false })}
    />
  );
}
