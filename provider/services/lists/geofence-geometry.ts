/** [latitude, longitude] */
export type LatLngPair = [number, number];

/** A polygon with its bounding box (as stored in geofences). */
export interface GeofenceShape {
  coords: LatLngPair[];
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** The bounding box of a polygon. */
export function boundsOf(coords: LatLngPair[]): Omit<GeofenceShape, 'coords'> {
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

/**
 * Ray casting (even–odd rule) on latitude/longitude as plane coordinates, which is exact enough
 * for lot-sized polygons. Points on an edge may fall either way.
 */
export function pointInPolygon(lat: number, lng: number, coords: LatLngPair[]): boolean {
  let inside = false;
  for (let i = 0, j = coords.length - 1; i < coords.length; j = i++) {
    const [latI, lngI] = coords[i];
    const [latJ, lngJ] = coords[j];
    if (latI > lat !== latJ > lat) {
      const lngAtLat = lngJ + ((lat - latJ) / (latI - latJ)) * (lngI - lngJ);
      if (lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

/** True when the point lies in the geofence (bounding box first, then the polygon). */
export function inGeofence(lat: number, lng: number, fence: GeofenceShape): boolean {
  if (fence.coords.length < 3) return false;
  if (lat < fence.latMin || lat > fence.latMax || lng < fence.lngMin || lng > fence.lngMax) {
    return false;
  }
  return pointInPolygon(lat, lng, fence.coords);
}
