'use client';

import L from 'leaflet';

// leaflet-draw 1.0.4 extends the global `L`: give it the module's Leaflet before it loads.
if (typeof window !== 'undefined') {
  (window as unknown as { L: typeof L }).L = L;
}
