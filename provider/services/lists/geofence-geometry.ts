import type { GeofenceBox, LatLngPair } from '../../../lib/rules/lists/geofence';

export type { LatLngPair };
/** The one bounding box of a polygon (lib/rules/lists/geofence), shared with the geofence screen. */
export { boundingBox } from '../../../lib/rules/lists/geofence';

/** A polygon with its bounding box (as stored in geofences). */
export interface GeofenceShape extends GeofenceBox {
  coords: LatLngPair[];
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
