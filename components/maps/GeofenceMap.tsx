'use client';

import dynamic from 'next/dynamic';
import { cn } from '@/components/ui/cn';
import type { LatLngPair } from '@/lib/rules/lists/geofence';

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

function MapSkeleton() {
  return (
    <div className="absolute inset-0 bg-gray-100 motion-safe:animate-pulse">
      <span className="sr-only">Loading map</span>
    </div>
  );
}

// Leaflet and leaflet-draw touch `window` at import: only this client wrapper loads them.
const GeofenceMapInner = dynamic(() => import('./GeofenceMapInner'), {
  ssr: false,
  loading: MapSkeleton,
});

/** The geofence drawing map (Leaflet + leaflet-draw); works without tiles. */
export function GeofenceMap({ ariaLabel, className, ...props }: GeofenceMapProps) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      className={cn(
        'relative isolate overflow-hidden rounded-md border border-gray-200 bg-gray-100',
        className ?? 'h-[28rem]',
      )}
    >
      <GeofenceMapInner {...props} />
    </div>
  );
}
