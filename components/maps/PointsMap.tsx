'use client';

import dynamic from 'next/dynamic';
import { cn } from '@/components/ui/cn';
import type { PointsMapProps } from './points';

export type { MapPointItem, PointKind, PointsMapProps } from './points';

/** Fills the region while Leaflet loads (it is never rendered on the server). */
function MapSkeleton() {
  return (
    <div className="absolute inset-0 bg-gray-100 motion-safe:animate-pulse">
      <span className="sr-only">Loading map</span>
    </div>
  );
}

// Leaflet touches `window` at import: only this client wrapper loads it, in the browser.
const PointsMapInner = dynamic(() => import('./PointsMapInner'), {
  ssr: false,
  loading: MapSkeleton,
});

/**
 * A map of scan and alert points (CircleMarkers: scans blue, alerts red and on top) with a
 * legend, a popup per point linking to `href`, and a list of the points for keyboard users.
 * Works without tiles (offline): the markers still show and a note says the tiles are missing.
 */
export function PointsMap(props: PointsMapProps) {
  return (
    <div
      role="region"
      aria-label={props.ariaLabel}
      className={cn(
        'relative isolate overflow-hidden rounded-md border border-gray-200 bg-gray-100',
        props.className ?? 'h-80',
      )}
    >
      <PointsMapInner {...props} />
    </div>
  );
}
