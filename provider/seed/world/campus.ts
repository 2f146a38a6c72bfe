import { boundingBox, type LatLngPair } from '../../services/lists';
import type { Rng } from './random';

/** Demo geography: Northgate's campus lots and Riverside's downtown blocks. */

export interface Place {
  lat: number;
  lng: number;
}

export type LotKind = 'staff' | 'residence' | 'visitor' | 'dock' | 'commuter' | 'mixed' | 'street';

export interface Lot extends Place {
  key: string;
  name: string;
  /** Half the lot's extent east–west and north–south, in metres. */
  halfW: number;
  halfH: number;
  capacity: number;
  kind: LotKind;
}

const M_PER_DEG_LAT = 111_320;

/** The place `east` and `north` metres from `from`. */
export function offsetBy(from: Place, east: number, north: number): Place {
  return {
    lat: from.lat + north / M_PER_DEG_LAT,
    lng: from.lng + east / (M_PER_DEG_LAT * Math.cos((from.lat * Math.PI) / 180)),
  };
}

export const NORTHGATE_CENTRE: Place = { lat: 42.278, lng: -83.7382 };
export const NORTHGATE_TZ = 'America/Detroit';

export const RIVERSIDE_CENTRE: Place = { lat: 33.9806, lng: -117.3755 };
export const RIVERSIDE_TZ = 'America/Los_Angeles';

function lot(
  centre: Place,
  key: string,
  name: string,
  east: number,
  north: number,
  halfW: number,
  halfH: number,
  capacity: number,
  kind: LotKind,
): Lot {
  return { key, name, ...offsetBy(centre, east, north), halfW, halfH, capacity, kind };
}

/** Northgate's lots (about 1 km across). */
export const NORTHGATE_LOTS: Lot[] = [
  lot(NORTHGATE_CENTRE, 'thayer', 'Thayer Street Staff Structure', -250, 180, 45, 30, 60, 'staff'),
  lot(NORTHGATE_CENTRE, 'fletcher', 'Fletcher Staff Lot', 300, 250, 35, 25, 40, 'staff'),
  lot(
    NORTHGATE_CENTRE,
    'residence',
    'North Residence Hall Lot',
    -150,
    520,
    60,
    35,
    70,
    'residence',
  ),
  lot(NORTHGATE_CENTRE, 'visitor', 'Central Visitor Lot', 80, -60, 30, 20, 24, 'visitor'),
  lot(NORTHGATE_CENTRE, 'dock', 'Science Center Loading Dock', -60, 120, 12, 8, 4, 'dock'),
  lot(NORTHGATE_CENTRE, 'commuter', 'Commuter Lot C-4', 420, -380, 70, 45, 120, 'commuter'),
  lot(NORTHGATE_CENTRE, 'medical', 'East Medical Lot M-29', 600, 150, 50, 30, 70, 'mixed'),
  lot(NORTHGATE_CENTRE, 'stadium', 'Stadium Overflow Lot', -380, -520, 90, 60, 150, 'commuter'),
];

/** Riverside's enforcement blocks downtown. */
export const RIVERSIDE_BLOCKS: Lot[] = [
  lot(RIVERSIDE_CENTRE, 'main', 'Main St (University–Mission Inn)', 0, 0, 25, 160, 40, 'street'),
  lot(RIVERSIDE_CENTRE, 'mission', 'Mission Inn Ave', 180, 60, 150, 15, 35, 'street'),
  lot(RIVERSIDE_CENTRE, 'market', 'Market St', -220, -40, 20, 140, 30, 'street'),
  lot(RIVERSIDE_CENTRE, 'lemon', 'Lemon St Garage', 320, -180, 40, 35, 60, 'street'),
];

export const lotByKey = (lots: Lot[], key: string) => {
  const found = lots.find((l) => l.key === key);
  if (!found) throw new Error(`no lot ${key}`);
  return found;
};

/**
 * A hand-drawn-looking polygon (8 corners) around a lot, `margin` metres beyond its edges, as
 * an admin would click it on the geofence screen.
 */
export function lotPolygon(l: Lot, margin = 12): LatLngPair[] {
  const w = l.halfW + margin;
  const h = l.halfH + margin;
  const corners: [number, number][] = [
    [-w, -h * 0.7],
    [-w * 0.8, -h],
    [w * 0.75, -h],
    [w, -h * 0.8],
    [w, h * 0.75],
    [w * 0.8, h],
    [-w * 0.7, h],
    [-w, h * 0.8],
  ];
  return corners.map(([east, north]) => {
    const p = offsetBy(l, east, north);
    return [Math.round(p.lat * 1e7) / 1e7, Math.round(p.lng * 1e7) / 1e7];
  });
}

/** A geofence row's fields for a lot. */
export function lotGeofence(l: Lot) {
  const coords = lotPolygon(l);
  const box = boundingBox(coords);
  if (!box) throw new Error(`Lot ${l.key} has no corners.`);
  return { latitude: l.lat, longitude: l.lng, zoom: 18, coords, ...box };
}

/** A parking spot in the lot. */
export function spotIn(rng: Rng, l: Lot): Place {
  return offsetBy(l, rng.range(-l.halfW, l.halfW), rng.range(-l.halfH, l.halfH));
}

/** Where the patrol's phone says it was when scanning a car at a spot (GPS jitter of ~3 m). */
export function gpsNear(rng: Rng, spot: Place): Place {
  return offsetBy(spot, rng.normal(0, 3), rng.normal(0, 3));
}
