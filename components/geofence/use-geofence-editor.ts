'use client';

import { useCallback, useRef, useState } from 'react';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import {
  GEOFENCE_DEFAULT_CENTER,
  GEOFENCE_DEFAULT_ZOOM,
  GEOFENCE_SAVED,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';
import type { GeofenceResponse } from '@/lib/contract/lists/bff';

export type GeofenceShape = 'none' | 'unsaved' | 'active';

export interface GeofenceEditorOptions {
  listUuid: string;
  saved: GeofenceResponse;
  onSaved: (next: GeofenceResponse) => void;
}

/** The saved polygon the map starts with, and where it looks: at it, else the default view. */
function firstView(fence: GeofenceResponse['geofence']) {
  return {
    initial: fence?.coords ?? null,
    view: {
      center: fence ? ([fence.latitude, fence.longitude] as LatLngPair) : GEOFENCE_DEFAULT_CENTER,
      zoom: fence ? fence.zoom : GEOFENCE_DEFAULT_ZOOM,
    },
  };
}

/**
 * The geofence editor's state: the drawn polygon and whether it is saved, the map's first view,
 * and Save & activate / Remove with their busy state and result.
 */
export function useGeofenceEditor({ listUuid, saved, onSaved }: GeofenceEditorOptions) {
  const fence = saved.geofence;
  const [{ initial, view }] = useState(() => firstView(fence));
  const [coords, setCoords] = useState<LatLngPair[] | null>(fence?.coords ?? null);
  const [shape, setShape] = useState<GeofenceShape>(fence ? 'active' : 'none');
  const [hasSaved, setHasSaved] = useState(Boolean(fence));
  const [resetKey, setResetKey] = useState(0);
  const readZoom = useRef<() => number>(() => view.zoom);
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

  async function save() {
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

  async function remove() {
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

  return {
    initial,
    view,
    shape,
    hasSaved,
    resetKey,
    busy,
    result,
    canSave: shape === 'unsaved' && coords !== null && isDrawablePolygon(coords),
    onShape,
    onZoomReader,
    save,
    remove,
  };
}
