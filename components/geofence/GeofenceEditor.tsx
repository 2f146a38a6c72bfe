'use client';

import { useState } from 'react';
import { GeofenceMap } from '@/components/maps/GeofenceMap';
import type { MapTarget } from '@/components/maps/geofence-map-types';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { GeofenceAddressSearch } from './GeofenceAddressSearch';
import { GeofenceShapeStatus } from './GeofenceShapeStatus';
import { useGeofenceEditor, type GeofenceEditorOptions } from './use-geofence-editor';

export interface GeofenceEditorProps extends GeofenceEditorOptions {
  tileUrl: string;
  attribution: string;
}

/** The geofence card: address search, what is drawn, the map, the result and the two buttons. */
export function GeofenceEditor({ tileUrl, attribution, ...options }: GeofenceEditorProps) {
  const editor = useGeofenceEditor(options);
  const [target, setTarget] = useState<MapTarget | null>(null);
  const { shape, busy, result } = editor;
  return (
    <Card
      title="Geofence"
      description="Scans of this list's plates only count inside the geofence."
      padding="md"
    >
      <GeofenceAddressSearch onTarget={setTarget} />
      <GeofenceShapeStatus shape={shape} />
      <GeofenceMap
        ariaLabel="Geofence map"
        tileUrl={tileUrl}
        attribution={attribution}
        center={editor.view.center}
        zoom={editor.view.zoom}
        initial={editor.initial}
        resetKey={editor.resetKey}
        active={shape === 'active'}
        target={target}
        onShape={editor.onShape}
        onZoomReader={editor.onZoomReader}
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
          onClick={() => void editor.remove()}
          loading={busy === 'remove'}
          disabled={shape === 'none' && !editor.hasSaved}
        >
          Remove geofence
        </Button>
        <Button
          onClick={() => void editor.save()}
          loading={busy === 'save'}
          disabled={!editor.canSave}
        >
          Save & activate geofence
        </Button>
      </div>
    </Card>
  );
}
