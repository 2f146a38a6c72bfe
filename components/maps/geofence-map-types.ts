import type { LatLngPair } from '@/lib/rules/lists/geofence';

/** The props of the geofence map (GeofenceMap, and its browser-only inside GeofenceMapInner). */

export interface MapTarget {
  latitude: number;
  longitude: number;
  zoom: number;
  /** A new key moves the map again to the same place. */
  key: number;
}

export interface GeofenceMapProps {
  tileUrl: string;
  attribution: string;
  /** The first view: the saved geofence's centre and zoom, or the continental US. */
  center: LatLngPair;
  zoom: number;
  /** The saved polygon shown at first; null starts drawing at once. */
  initial: readonly LatLngPair[] | null;
  resetKey: number;
  active: boolean;
  /** Where an address search moved the map. */
  target: MapTarget | null;
  onShape: (coords: LatLngPair[]) => void;
  /** Receives a reader of the map's current zoom once the map exists. */
  onZoomReader: (read: () => number) => void;
  ariaLabel: string;
  className?: string;
}
