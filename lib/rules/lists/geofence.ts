import { listsMessages } from '@/lib/messages/lists';

/** Map styles (spec 1 §4): a drawn or edited shape is unsaved; a saved one is active. */
export const UNSAVED_STYLE = {
  color: '#ea580c',
  weight: 3,
  dashArray: '8 6',
  fillColor: '#f97316',
  fillOpacity: 0.15,
} as const;
export const ACTIVE_STYLE = {
  color: '#1d53ee',
  weight: 3,
  dashArray: undefined,
  fillColor: '#1d53ee',
  fillOpacity: 0.2,
} as const;

/** A [latitude, longitude] pair. */
export type LatLngPair = [number, number];

/** Default map of the geofence screen (spec 1 §2, §9): the continental US at zoom 4.1. */
export const GEOFENCE_DEFAULT_CENTER: LatLngPair = [39.8283, -98.5795];
export const GEOFENCE_DEFAULT_ZOOM = 4.1;
/** Zoom after an address search (spec 1 §9). */
export const GEOFENCE_ADDRESS_ZOOM = 17;
/** Address searches need more than this many characters (spec 1 §4, §9). */
export const ADDRESS_MIN_EXCLUSIVE = 5;

/** 'Your geofence has been successfully saved and activated.' (spec 1 §8). */
export const GEOFENCE_SAVED = listsMessages.geofenceSaved;

export interface GeofenceBox {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** Whether an address may be searched: more than 5 characters once trimmed. */
export function canSearchAddress(address: string): boolean {
  return address.trim().length > ADDRESS_MIN_EXCLUSIVE;
}

/** The bounding box of a polygon's points; null without points. */
export function boundingBox(coords: readonly LatLngPair[]): GeofenceBox | null {
  if (coords.length === 0) return null;
  let latMin = Infinity;
  let latMax = -Infinity;
  let lngMin = Infinity;
  let lngMax = -Infinity;
  for (const [lat, lng] of coords) {
    latMin = Math.min(latMin, lat);
    latMax = Math.max(latMax, lat);
    lngMin = Math.min(lngMin, lng);
    lngMax = Math.max(lngMax, lng);
  }
  return { latMin, latMax, lngMin, lngMax };
}

/** The centre of a box (the saved geofence's latitude and longitude). */
export function boxCentre(box: GeofenceBox): LatLngPair {
  return [(box.latMin + box.latMax) / 2, (box.lngMin + box.lngMax) / 2];
}

/** A polygon the provider accepts: at least three distinct points, all in range. */
export function isDrawablePolygon(coords: readonly LatLngPair[]): boolean {
  const distinct = new Set(coords.map(([a, b]) => `${a},${b}`));
  return (
    distinct.size >= 3 &&
    coords.every(
      ([lat, lng]) =>
        Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
    )
  );
}

/** The geofence the save call sends: points, their box, the box's centre and the map zoom. */
export function geofenceFromPolygon(
  listUUID: string,
  coords: readonly LatLngPair[],
  zoom: number,
): {
  listUUID: string;
  latitude: number;
  longitude: number;
  zoom: number;
  coords: LatLngPair[];
} & GeofenceBox {
  const box = boundingBox(coords);
  if (!box) throw new Error('A geofence needs at least three points.');
  const [latitude, longitude] = boxCentre(box);
  return {
    listUUID,
    latitude,
    longitude,
    zoom: Math.max(0, Math.min(22, zoom)),
    coords: coords.map(([lat, lng]) => [lat, lng]),
    ...box,
  };
}

/** A saved geofence as the BFF answers it. */
export interface SavedGeofence extends GeofenceBox {
  listUUID: string;
  latitude: number;
  longitude: number;
  zoom: number;
  coords: LatLngPair[];
}
