'use client';

import 'leaflet/dist/leaflet.css';
import { useId, useMemo, useRef, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { FrameView } from './FrameView';
import { PointLayers } from './PointLayers';
import { PointPopup } from './PointPopup';
import { PointsLegend } from './PointsLegend';
import { PointsList } from './PointsList';
import { mapView, splitPoints, type MapPointItem, type PointsMapProps } from './points';
import { useTileStatus } from './use-tile-status';

/** The Leaflet map of PointsMap; loaded only in the browser (next/dynamic, ssr: false). */
export default function PointsMapInner({
  points,
  center,
  zoom,
  tileUrl,
  attribution,
}: PointsMapProps) {
  const { scans, alerts } = useMemo(() => splitPoints(points), [points]);
  const view = useMemo(() => mapView(points, center, zoom), [points, center, zoom]);
  const { tileEvents, tilesUnavailable } = useTileStatus();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState<MapPointItem | null>(null);
  const closePopup = useMemo(() => () => setSelected(null), []);

  const initial =
    view.kind === 'center'
      ? { center: view.center, zoom: view.zoom }
      : { bounds: view.bounds, boundsOptions: { padding: [28, 28] as [number, number] } };
  const listed = [...alerts, ...scans];

  function toggleList() {
    if (!listOpen) setSelected(null);
    setListOpen(!listOpen);
  }

  function closeList() {
    setListOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      <MapContainer
        {...initial}
        className="h-full w-full"
        scrollWheelZoom={false}
        worldCopyJump
        attributionControl
      >
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
        <PointLayers scans={scans} alerts={alerts} onSelect={setSelected} />
        {selected ? <PointPopup key={selected.id} point={selected} onClose={closePopup} /> : null}
        <FrameView view={view} />
      </MapContainer>

      <div className="pointer-events-none absolute right-2 top-2 z-[1000] flex max-h-[calc(100%-2.5rem)] w-64 max-w-[calc(100%-4rem)] flex-col items-end gap-1.5">
        <PointsLegend
          count={listed.length}
          listOpen={listOpen}
          listId={listId}
          toggleRef={toggleRef}
          onToggleList={toggleList}
        />
        {tilesUnavailable ? (
          <p
            role="status"
            className="pointer-events-auto rounded-md border border-gray-200 bg-white/95 px-2 py-1 text-xs text-gray-600 shadow-card"
          >
            Map tiles unavailable
          </p>
        ) : null}
        {listOpen ? <PointsList id={listId} points={listed} onClose={closeList} /> : null}
      </div>
    </>
  );
}
