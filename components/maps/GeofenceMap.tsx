'use client';

import dynamic from 'next/dynamic';
import { cn } from '@/components/ui/cn';
import type { GeofenceMapProps } from './geofence-map-types';

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
