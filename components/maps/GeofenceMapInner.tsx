'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { GeofenceMapProps, MapTarget } from './geofence-map-types';
import { useDrawControl, type DrawControlOptions } from './use-draw-control';
import { useTileStatus } from './use-tile-status';

function DrawControl(props: DrawControlOptions) {
  useDrawControl(props);
  return null;
}

function MoveTo({ target }: { target: MapTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView([target.latitude, target.longitude], target.zoom, { animate: false });
  }, [map, target]);
  return null;
}

/** Frames the saved polygon once, after the map has its size. */
function FitInitial({ coords }: { coords: GeofenceMapProps['initial'] }) {
  const map = useMap();
  const [first] = useState(coords);
  useEffect(() => {
    if (!first || first.length < 3) return;
    map.invalidateSize();
    map.fitBounds(
      first.map(([lat, lng]) => [lat, lng] as [number, number]),
      { padding: [40, 40], maxZoom: 19, animate: false },
    );
  }, [map, first]);
  return null;
}

/** Hands the parent a reader of the map's current zoom (sent with the saved geofence). */
function ZoomReader({ onZoomReader }: { onZoomReader: GeofenceMapProps['onZoomReader'] }) {
  const map = useMap();
  useEffect(() => {
    onZoomReader(() => map.getZoom());
  }, [map, onZoomReader]);
  return null;
}

/** The Leaflet map of GeofenceMap; loaded only in the browser (next/dynamic, ssr: false). */
export default function GeofenceMapInner({
  tileUrl,
  attribution,
  center,
  zoom,
  initial,
  resetKey,
  active,
  target,
  onShape,
  onZoomReader,
}: Omit<GeofenceMapProps, 'ariaLabel' | 'className'>) {
  const { tileEvents, tilesUnavailable } = useTileStatus();

  return (
    <>
      <MapContainer
        center={center}
        zoom={zoom}
        zoomSnap={0.1}
        zoomDelta={1}
        className="h-full w-full"
        scrollWheelZoom
        doubleClickZoom={false}
        worldCopyJump
      >
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
        <DrawControl initial={initial} resetKey={resetKey} active={active} onShape={onShape} />
        <FitInitial coords={initial} />
        <MoveTo target={target} />
        <ZoomReader onZoomReader={onZoomReader} />
      </MapContainer>
      {tilesUnavailable ? (
        <p
          role="status"
          className="pointer-events-none absolute right-2 top-2 z-[1000] rounded-md border border-gray-200 bg-white/95 px-2 py-1 text-xs text-gray-600 shadow-card"
        >
          Map tiles unavailable
        </p>
      ) : null}
    </>
  );
}
