/**
 * Shared, Leaflet-free parts of the points map: its props, how points are split and framed, and
 * the marker styles. Safe to import anywhere (no window access).
 */

export type PointKind = 'scan' | 'alert';

export interface MapPointItem {
  id: string;
  latitude: number;
  longitude: number;
  kind: PointKind;
  /** Shown on hover and in the popup (e.g. the plate and time). */
  label?: string;
  /** The popup links here (e.g. /scans/{uuid}). */
  href?: string;
}

export interface PointsMapProps {
  points: MapPointItem[];
  /** Fixed view; without it the map fits itself to the points. */
  center?: [number, number];
  zoom?: number;
  /** Tile URL template and attribution, from server/settings/map.ts (mapSettings()). */
  tileUrl: string;
  attribution: string;
  /** Classes of the outer region; give it a height (default h-80). */
  className?: string;
  /** Name of the map region for assistive technology. */
  ariaLabel: string;
}

/** Continental US when there is nothing to show. */
export const DEFAULT_CENTER: [number, number] = [39.5, -98.35];
export const DEFAULT_ZOOM = 4;
/** Zoom for a given center without a zoom, and for a single point (spec 1 §9: scan detail 15). */
export const POINT_ZOOM = 15;
/** Fitting to several points never zooms in closer than this. */
export const FIT_MAX_ZOOM = 16;

export const MARKER_STYLES = {
  scan: {
    radius: 6,
    color: '#1936ad', // brand-800 outline
    weight: 1.5,
    fillColor: '#3372f9', // brand-500
    fillOpacity: 0.75,
    className: 'vert-marker vert-marker-scan',
  },
  alert: {
    radius: 8,
    color: '#7f1d1d',
    weight: 2,
    fillColor: '#dc2626', // danger-600
    fillOpacity: 0.9,
    className: 'vert-marker vert-marker-alert',
  },
} as const;

/** Points with a usable position, scans and alerts apart (alerts are drawn on top). */
export function splitPoints(points: readonly MapPointItem[]): {
  scans: MapPointItem[];
  alerts: MapPointItem[];
} {
  const scans: MapPointItem[] = [];
  const alerts: MapPointItem[] = [];
  for (const point of points) {
    if (!isPlaceable(point)) continue;
    (point.kind === 'alert' ? alerts : scans).push(point);
  }
  return { scans, alerts };
}

function isPlaceable(point: MapPointItem): boolean {
  const { latitude: lat, longitude: lng } = point;
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    // 0,0 is what a device without a fix reports.
    !(lat === 0 && lng === 0)
  );
}

export type MapView =
  | { kind: 'center'; center: [number, number]; zoom: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] };

/** How the map frames itself: the given center, the single point, the points' box, or the default. */
export function mapView(
  points: readonly MapPointItem[],
  center?: [number, number],
  zoom?: number,
): MapView {
  if (center) return { kind: 'center', center, zoom: zoom ?? POINT_ZOOM };
  const { scans, alerts } = splitPoints(points);
  const all = [...scans, ...alerts];
  if (all.length === 0)
    return { kind: 'center', center: DEFAULT_CENTER, zoom: zoom ?? DEFAULT_ZOOM };
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of all) {
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
  }
  if (south === north && west === east) {
    return { kind: 'center', center: [south, west], zoom: zoom ?? POINT_ZOOM };
  }
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** A key that changes only when the framing would: used to refit after new data. */
export function viewKey(view: MapView): string {
  return view.kind === 'center'
    ? `c:${view.center.join(',')}:${view.zoom}`
    : `b:${view.bounds.flat().join(',')}`;
}

/** A point's name on its tooltip, popup and list row: its label, else its kind and place. */
export function pointName(point: MapPointItem): string {
  return (
    point.label ??
    `${point.kind === 'alert' ? 'Alert' : 'Scan'} at ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`
  );
}
