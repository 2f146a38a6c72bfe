'use client';

import './leaflet-global';
import 'leaflet-draw';
import 'leaflet-draw/dist/leaflet.draw.css';
import L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';
import { useMap } from 'react-leaflet';
import { useLatest } from '@/components/ui/use-latest';
import { ACTIVE_STYLE, UNSAVED_STYLE, type LatLngPair } from '@/lib/rules/lists/geofence';

export interface DrawControlOptions {
  /** The polygon shown at first (the saved geofence), or null to start drawing at once. */
  initial: readonly LatLngPair[] | null;
  /** Changing it clears the shape and starts a new drawing (after 'Remove geofence'). */
  resetKey: number;
  /** Active (saved) style, else the unsaved style. */
  active: boolean;
  /** A shape was drawn or edited: its points (ring, not closed). */
  onShape: (coords: LatLngPair[]) => void;
}

/** leaflet-draw adds `editing` (L.Edit.Poly) to polygons; its types do not say so. */
type EditablePolygon = L.Polygon & { editing?: { enable(): void; disable(): void } };

function ringOf(polygon: L.Polygon): LatLngPair[] {
  const rings = polygon.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((ll) => [ll.lat, ll.lng]);
}

/** Vertex handles of leaflet-draw are markers: give them names for screen readers. */
function nameHandles(map: L.Map) {
  map
    .getContainer()
    .querySelectorAll<HTMLElement>('.leaflet-editing-icon, .leaflet-marker-icon')
    .forEach((el, i) => {
      if (!el.getAttribute('aria-label')) el.setAttribute('aria-label', `Geofence point ${i + 1}`);
    });
}

const POLYGON_OPTIONS = { allowIntersection: false, showArea: false } as const;

/** The toolbar (its polygon tool only), our own polygon drawer, and the layer the shape is kept in. */
function createDrawTools(map: L.Map) {
  const group = new L.FeatureGroup();
  map.addLayer(group);
  const control = new L.Control.Draw({
    position: 'topleft',
    draw: {
      polygon: { ...POLYGON_OPTIONS, shapeOptions: { ...UNSAVED_STYLE } },
      polyline: false,
      rectangle: false,
      circle: false,
      marker: false,
      circlemarker: false,
    },
  });
  map.addControl(control);
  const drawer = new L.Draw.Polygon(map as L.DrawMap, {
    ...POLYGON_OPTIONS,
    shapeOptions: { ...UNSAVED_STYLE },
  });
  return { group, control, drawer };
}

type DrawLatest = RefObject<Pick<DrawControlOptions, 'onShape' | 'active'>>;

/**
 * One drawing on the map: shows `start` (kept editable) or, without it, starts drawing a polygon;
 * reports every drawn or edited shape. Returns what takes it all off the map again.
 */
function startDrawSession(
  map: L.Map,
  polygonRef: RefObject<L.Polygon | null>,
  latest: DrawLatest,
  start: readonly LatLngPair[] | null,
): () => void {
  const { group, control, drawer } = createDrawTools(map);

  function keep(polygon: L.Polygon) {
    polygonRef.current = polygon;
    group.addLayer(polygon);
    (polygon as EditablePolygon).editing?.enable();
    polygon.on('edit', () => latest.current.onShape(ringOf(polygon)));
    nameHandles(map);
  }

  function onCreated(event: L.LeafletEvent) {
    const layer = (event as L.DrawEvents.Created).layer;
    if (!(layer instanceof L.Polygon)) return;
    group.clearLayers();
    keep(layer);
    latest.current.onShape(ringOf(layer));
  }
  /** True while our own drawer starts (its draw:drawstart is not the toolbar's). */
  let startingOwn = false;
  function startOwn() {
    startingOwn = true;
    try {
      drawer.enable();
    } finally {
      startingOwn = false;
    }
  }
  function onDrawStart() {
    // The toolbar's 'Draw a polygon' starts its own handler: ours stops, so only one drawing
    // tool (and one 'Click to start drawing shape.' tooltip) is ever running.
    if (!startingOwn && drawer.enabled()) drawer.disable();
    if (polygonRef.current) {
      group.clearLayers();
      polygonRef.current = null;
    }
  }
  map.on(L.Draw.Event.CREATED, onCreated);
  map.on(L.Draw.Event.DRAWSTART, onDrawStart);
  map.on(L.Draw.Event.EDITVERTEX, () => nameHandles(map));

  if (start && start.length >= 3) {
    const polygon = L.polygon(
      start.map(([lat, lng]) => L.latLng(lat, lng)),
      latest.current.active ? { ...ACTIVE_STYLE } : { ...UNSAVED_STYLE },
    );
    keep(polygon);
  } else {
    startOwn();
  }

  return () => {
    drawer.disable();
    map.off(L.Draw.Event.CREATED, onCreated);
    map.off(L.Draw.Event.DRAWSTART, onDrawStart);
    map.off(L.Draw.Event.EDITVERTEX);
    map.removeControl(control);
    (polygonRef.current as EditablePolygon | null)?.editing?.disable();
    map.removeLayer(group);
    polygonRef.current = null;
  };
}

/**
 * leaflet-draw through the map of react-leaflet: an L.Control.Draw with the polygon tool, a
 * polygon drawing that starts by itself while there is no shape (click the map to place
 * points, click the first point to close), and the drawn polygon kept editable (drag its
 * vertices). Draws nothing of its own in React.
 */
export function useDrawControl({ initial, resetKey, active, onShape }: DrawControlOptions) {
  const map = useMap();
  const polygonRef = useRef<L.Polygon | null>(null);
  const latest = useLatest({ onShape, active, initial });
  const firstRun = useRef(true);

  useEffect(() => {
    // The saved shape only on the first drawing: after a reset the drawing starts empty.
    const start = firstRun.current ? latest.current.initial : null;
    firstRun.current = false;
    return startDrawSession(map, polygonRef, latest, start);
  }, [map, resetKey, latest]);

  useEffect(() => {
    polygonRef.current?.setStyle(active ? { ...ACTIVE_STYLE } : { ...UNSAVED_STYLE });
  }, [active]);
}
