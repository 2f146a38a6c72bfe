'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { GeofenceMap } from '@/components/maps/GeofenceMap';
import type { MapTarget } from '@/components/maps/geofence-map-types';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import { TextInput } from '@/components/ui/TextInput';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import {
  canSearchAddress,
  GEOFENCE_ADDRESS_ZOOM,
  GEOFENCE_DEFAULT_CENTER,
  GEOFENCE_DEFAULT_ZOOM,
  GEOFENCE_SAVED,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import type { GeofenceResponse } from '@/lib/contract/lists/bff';

export interface GeofenceScreenProps {
  listUuid: string;
  tileUrl: string;
  attribution: string;
}

type Shape = 'none' | 'unsaved' | 'active';

const shapeText: Record<Shape, string> = {
  none: 'No geofence yet. Click the map to place its points; click the first point to close it.',
  unsaved: 'Unsaved geofence (dashed orange). Drag its points to adjust it, then save to activate.',
  active: 'Active geofence (solid blue). Drag its points to change it.',
};

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

function GeofenceEditor({
  listUuid,
  tileUrl,
  attribution,
  saved,
  onSaved,
}: GeofenceScreenProps & { saved: GeofenceResponse; onSaved: (next: GeofenceResponse) => void }) {
  const fence = saved.geofence;
  const [initial] = useState(() => fence?.coords ?? null);
  const [view] = useState(() => ({
    center: fence ? ([fence.latitude, fence.longitude] as LatLngPair) : GEOFENCE_DEFAULT_CENTER,
    zoom: fence ? fence.zoom : GEOFENCE_DEFAULT_ZOOM,
  }));
  const [coords, setCoords] = useState<LatLngPair[] | null>(fence?.coords ?? null);
  const [shape, setShape] = useState<Shape>(fence ? 'active' : 'none');
  const [hasSaved, setHasSaved] = useState(Boolean(fence));
  const [resetKey, setResetKey] = useState(0);
  const [target, setTarget] = useState<MapTarget | null>(null);
  const readZoom = useRef<() => number>(() => view.zoom);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onShape = useCallback((next: LatLngPair[]) => {
    setCoords(next);
    setShape('unsaved');
    setResult(null);
  }, []);
  const onZoomReader = useCallback((read: () => number) => {
    readZoom.current = read;
  }, []);

  async function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSearchAddress(address)) {
      setAddressError('Please enter more than 5 characters.');
      return;
    }
    setAddressError(null);
    setSearching(true);
    try {
      const { results } = await callEndpoint(listsBffRoutes.addressLookup, {
        query: { address: address.trim() },
      });
      const first = results[0];
      if (!first) {
        setAddressError('No location was found for this address. Try a fuller address.');
        return;
      }
      setTarget({
        latitude: first.latitude,
        longitude: first.longitude,
        zoom: GEOFENCE_ADDRESS_ZOOM,
        key: Date.now(),
      });
    } catch (cause) {
      setAddressError(failureMessage(cause));
    } finally {
      setSearching(false);
    }
  }

  async function onSave() {
    if (!coords || busy) return;
    setBusy('save');
    setResult(null);
    try {
      const next = await callEndpoint(listsBffRoutes.saveGeofence, {
        params: { listUuid },
        body: { coords, zoom: Math.round(readZoom.current() * 10) / 10 },
      });
      setShape('active');
      setHasSaved(true);
      setResult({ tone: 'success', text: GEOFENCE_SAVED });
      onSaved(next);
    } catch (cause) {
      setResult({ tone: 'error', text: failureMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    if (busy) return;
    setResult(null);
    if (hasSaved) {
      setBusy('remove');
      try {
        const next = await callEndpoint(listsBffRoutes.deleteGeofence, { params: { listUuid } });
        setHasSaved(false);
        onSaved(next);
        setResult({ tone: 'success', text: 'Your geofence has been removed.' });
      } catch (cause) {
        setResult({ tone: 'error', text: failureMessage(cause) });
        setBusy(null);
        return;
      }
      setBusy(null);
    }
    setCoords(null);
    setShape('none');
    setResetKey((k) => k + 1);
  }

  const canSave = shape === 'unsaved' && coords !== null && isDrawablePolygon(coords);

  return (
    <Card
      title="Geofence"
      description="Scans of this list's plates only count inside the geofence."
      padding="md"
    >
      <form onSubmit={onSearch} className="mb-3 max-w-xl" role="search" noValidate>
        <TextInput
          label="Search address"
          name="address"
          type="search"
          value={address}
          autoComplete="street-address"
          placeholder="Street, city or place, then Enter"
          hint="Press Enter to move the map; more than 5 characters."
          error={addressError}
          onChange={(e) => {
            setAddress(e.target.value);
            setAddressError(null);
          }}
          disabled={searching}
        />
      </form>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite">
        <span
          aria-hidden="true"
          className={
            shape === 'active'
              ? 'mr-2 inline-block h-0 w-6 border-t-[3px] border-solid border-brand-600 align-middle'
              : shape === 'unsaved'
                ? 'mr-2 inline-block h-0 w-6 border-t-[3px] border-dashed border-orange-600 align-middle'
                : 'hidden'
          }
        />
        {shapeText[shape]}
      </p>
      <GeofenceMap
        ariaLabel="Geofence map"
        tileUrl={tileUrl}
        attribution={attribution}
        center={view.center}
        zoom={view.zoom}
        initial={initial}
        resetKey={resetKey}
        active={shape === 'active'}
        target={target}
        onShape={onShape}
        onZoomReader={onZoomReader}
      />
      {result ? (
        <Alert
          tone={result.tone}
          role={result.tone === 'error' ? 'alert' : 'status'}
          className="mt-3"
        >
          {result.text}
        </Alert>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => void onRemove()}
          loading={busy === 'remove'}
          disabled={shape === 'none' && !hasSaved}
        >
          Remove geofence
        </Button>
        <Button onClick={() => void onSave()} loading={busy === 'save'} disabled={!canSave}>
          Save & activate geofence
        </Button>
      </div>
    </Card>
  );
}
