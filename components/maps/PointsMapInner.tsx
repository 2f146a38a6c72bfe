'use client';

import 'leaflet/dist/leaflet.css';
import { circleMarker, layerGroup } from 'leaflet';
import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { cn, focusRing } from '@/components/ui/cn';
import { XIcon } from '@/components/ui/icons';
import { useLatest } from '@/components/ui/use-latest';
import {
  FIT_MAX_ZOOM,
  MARKER_STYLES,
  mapView,
  splitPoints,
  viewKey,
  type MapPointItem,
  type MapView,
  type PointsMapProps,
} from './points';

/**
 * Applies the view when the points (or the given center) change, and follows resizes: while
 * the person has not moved the map, a resize frames the points again for the new size.
 */
function FrameView({ view }: { view: MapView }) {
  const map = useMap();
  const key = viewKey(view);
  const latest = useLatest(view);
  const framed = useRef<{ lat: number; lng: number; zoom: number } | null>(null);

  useEffect(() => {
    function frame() {
      const v = latest.current;
      if (v.kind === 'center') map.setView(v.center, v.zoom, { animate: false });
      else map.fitBounds(v.bounds, { padding: [28, 28], maxZoom: FIT_MAX_ZOOM, animate: false });
      const { lat, lng } = map.getCenter();
      framed.current = { lat, lng, zoom: map.getZoom() };
    }
    /** The view is still ours: same zoom, center within a pixel or two of where we put it. */
    function untouched(): boolean {
      const f = framed.current;
      if (!f || map.getZoom() !== f.zoom) return false;
      const here = map.project(map.getCenter(), f.zoom);
      const there = map.project([f.lat, f.lng], f.zoom);
      return here.distanceTo(there) < 2;
    }

    frame();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const refit = untouched();
      map.invalidateSize();
      if (refit) frame();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key, latest]);

  return null;
}

function pointName(point: MapPointItem): string {
  return (
    point.label ??
    `${point.kind === 'alert' ? 'Alert' : 'Scan'} at ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`
  );
}

const PANES = { scan: ['vert-scans', '410'], alert: ['vert-alerts', '420'] } as const;

/**
 * The markers, drawn by Leaflet directly: one layer group of circle markers with a text tooltip
 * each (alerts in a pane above scans). A React component, tooltip and popup per marker cost
 * ~1 s of main-thread work for the overview's 200 points on a phone; this costs a few ms.
 * A click selects the point: its one popup is rendered by React (it holds a client-side link).
 */
function PointLayers({
  scans,
  alerts,
  onSelect,
}: {
  scans: MapPointItem[];
  alerts: MapPointItem[];
  onSelect: (point: MapPointItem) => void;
}) {
  const map = useMap();
  const select = useLatest(onSelect);

  useEffect(() => {
    const group = layerGroup();
    for (const point of [...scans, ...alerts]) {
      const [pane, zIndex] = PANES[point.kind];
      if (!map.getPane(pane)) map.createPane(pane).style.zIndex = zIndex;
      const style = MARKER_STYLES[point.kind];
      circleMarker([point.latitude, point.longitude], { ...style, pane })
        .bindTooltip(pointName(point), { direction: 'top', offset: [0, -style.radius] })
        .on('click', () => select.current(point))
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, scans, alerts, select]);

  return null;
}

function PointPopup({ point, onClose }: { point: MapPointItem; onClose: () => void }) {
  const name = pointName(point);
  const events = useMemo(() => ({ remove: onClose }), [onClose]);
  return (
    <Popup
      position={[point.latitude, point.longitude]}
      offset={[0, -MARKER_STYLES[point.kind].radius + 7]}
      eventHandlers={events}
    >
      <div className="text-sm font-semibold text-gray-900">{name}</div>
      <div className="mt-0.5 text-xs text-gray-600">
        {point.kind === 'alert' ? 'Alert' : 'Scan'}
      </div>
      {point.href ? (
        <Link href={point.href} className="mt-1 inline-block text-sm font-medium underline">
          View details
        </Link>
      ) : null}
    </Popup>
  );
}

function Swatch({ kind }: { kind: MapPointItem['kind'] }) {
  const style = MARKER_STYLES[kind];
  const size = style.radius * 2;
  return (
    <span
      aria-hidden="true"
      className="inline-block shrink-0 rounded-full"
      style={{
        width: size,
        height: size,
        background: style.fillColor,
        border: `${style.weight}px solid ${style.color}`,
      }}
    />
  );
}

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
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState<MapPointItem | null>(null);
  const closePopup = useMemo(() => () => setSelected(null), []);

  const tileEvents = useMemo(
    () => ({
      tileload: () => setTiles((t) => (t.loaded ? t : { ...t, loaded: 1 })),
      tileerror: () => setTiles((t) => ({ ...t, failed: t.failed + 1 })),
    }),
    [],
  );
  const tilesUnavailable = tiles.failed > 0 && tiles.loaded === 0;

  const initial =
    view.kind === 'center'
      ? { center: view.center, zoom: view.zoom }
      : { bounds: view.bounds, boundsOptions: { padding: [28, 28] as [number, number] } };
  const listed = [...alerts, ...scans];

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
        <div className="pointer-events-auto flex items-center gap-3 rounded-md border border-gray-200 bg-white/95 px-2.5 py-1.5 text-xs text-gray-700 shadow-card">
          <span className="inline-flex items-center gap-1.5">
            <Swatch kind="scan" />
            Scan
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Swatch kind="alert" />
            Alert
          </span>
          {listed.length ? (
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => {
                if (!listOpen) setSelected(null);
                setListOpen(!listOpen);
              }}
              className={cn(
                'rounded px-1 font-medium text-brand-700 underline-offset-2 hover:underline',
                focusRing,
              )}
            >
              List
              <span className="sr-only"> of {listed.length} points</span>
            </button>
          ) : null}
        </div>
        {tilesUnavailable ? (
          <p
            role="status"
            className="pointer-events-auto rounded-md border border-gray-200 bg-white/95 px-2 py-1 text-xs text-gray-600 shadow-card"
          >
            Map tiles unavailable
          </p>
        ) : null}
        {listOpen ? (
          <div
            id={listId}
            className="pointer-events-auto flex min-h-0 w-full flex-col rounded-md border border-gray-200 bg-white shadow-dialog"
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                closeList();
              }
            }}
          >
            <div className="flex items-center justify-between border-b border-gray-200 px-2.5 py-1.5">
              <p className="text-xs font-semibold text-gray-900">Points ({listed.length})</p>
              <button
                type="button"
                onClick={closeList}
                className={cn('rounded p-0.5 text-gray-600 hover:bg-gray-100', focusRing)}
              >
                <XIcon className="size-3.5" />
                <span className="sr-only">Close the list of points</span>
              </button>
            </div>
            <ul className="min-h-0 overflow-y-auto py-1 text-xs">
              {listed.map((point) => (
                <li key={point.id} className="flex items-center gap-2 px-2.5 py-1">
                  <Swatch kind={point.kind} />
                  <span className="sr-only">{point.kind === 'alert' ? 'Alert: ' : 'Scan: '}</span>
                  {point.href ? (
                    <Link
                      href={point.href}
                      className={cn('truncate text-brand-700 hover:underline', focusRing)}
                    >
                      {pointName(point)}
                    </Link>
                  ) : (
                    <span className="truncate text-gray-800">{pointName(point)}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
