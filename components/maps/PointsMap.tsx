'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { cn } from '@/components/ui/cn';
import type { PointsMapProps } from './points';
import { useInView } from '@/components/ui/use-in-view';

export type { MapPointItem, PointKind, PointsMapProps } from './points';

/**
 * Fills the region until the map is in view and while Leaflet loads (it is never rendered on
 * the server); the region keeps its size, so the map coming moves nothing.
 */
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
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return (
    <div
      ref={ref}
      role="region"
      aria-label={props.ariaLabel}
      className={cn(
        'relative isolate overflow-hidden rounded-md border border-gray-200 bg-gray-100',
        props.className ?? 'h-80',
      )}
    >
      {inView ? <PointsMapInner {...props} /> : <MapSkeleton />}
    </div>
  );
}
