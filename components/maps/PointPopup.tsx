import Link from 'next/link';
import { useMemo } from 'react';
import { Popup } from 'react-leaflet';
import { MARKER_STYLES, pointName, type MapPointItem } from './points';

/** The selected point's popup: its name, its kind and a link to its details. */
export function PointPopup({ point, onClose }: { point: MapPointItem; onClose: () => void }) {
  const name = pointName(point);
  const events = useMemo(() => ({ remove: onClose }), [onClose]);
  return (
    <Popup
      position={[point.latitude, point.longitude]}
      offset={[0, -MARKER_STYLES[point.kind].radius + 7]}
      eventHandlers={events}
    >
      <div className="text-sm font-semibold text-gray-900">{name}</div>
      <div className="mt-0.5 text-xs text-gray-600">
        {point.kind === 'alert' ? 'Alert' : 'Scan'}
      </div>
      {point.href ? (
        <Link href={point.href} className="mt-1 inline-block text-sm font-medium underline">
          View details
        </Link>
      ) : null}
    </Popup>
  );
}
