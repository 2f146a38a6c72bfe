import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useLatest } from '@/components/ui/use-latest';
import { FIT_MAX_ZOOM, viewKey, type MapView } from './points';

/**
 * Applies the view when the points (or the given center) change, and follows resizes: while
 * the person has not moved the map, a resize frames the points again for the new size.
 */
export function FrameView({ view }: { view: MapView }) {
  const map = useMap();
  const key = viewKey(view);
  const latest = useLatest(view);
  const framed = useRef<{ lat: number; lng: number; zoom: number } | null>(null);

  useEffect(() => {
    function frame() {
      const v = latest.current;
      if (v.kind === 'center') map.setView(v.center, v.zoom, { animate: false });
      else map.fitBounds(v.bounds, { padding: [28, 28], maxZoom: FIT_MAX_ZOOM, animate: false });
      const { lat, lng } = map.getCenter();
      framed.current = { lat, lng, zoom: map.getZoom() };
    }
    /** The view is still ours: same zoom, center within a pixel or two of where we put it. */
    function untouched(): boolean {
      const f = framed.current;
      if (!f || map.getZoom() !== f.zoom) return false;
      const here = map.project(map.getCenter(), f.zoom);
      const there = map.project([f.lat, f.lng], f.zoom);
      return here.distanceTo(there) < 2;
    }

    frame();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const refit = untouched();
      map.invalidateSize();
      if (refit) frame();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key, latest]);

  return null;
}
