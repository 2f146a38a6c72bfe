import { circleMarker, layerGroup } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useLatest } from '@/components/ui/use-latest';
import { MARKER_STYLES, pointName, type MapPointItem } from './points';

const PANES = { scan: ['vert-scans', '410'], alert: ['vert-alerts', '420'] } as const;

/**
 * The markers, drawn by Leaflet directly: one layer group of circle markers with a text tooltip
 * each (alerts in a pane above scans). A React component, tooltip and popup per marker cost
 * ~1 s of main-thread work for the overview's 200 points on a phone; this costs a few ms.
 * A click selects the point: its one popup is rendered by React (it holds a client-side link).
 */
export function PointLayers({
  scans,
  alerts,
  onSelect,
}: {
  scans: MapPointItem[];
  alerts: MapPointItem[];
  onSelect: (point: MapPointItem) => void;
}) {
  const map = useMap();
  const select = useLatest(onSelect);

  useEffect(() => {
    const group = layerGroup();
    for (const point of [...scans, ...alerts]) {
      const [pane, zIndex] = PANES[point.kind];
      if (!map.getPane(pane)) map.createPane(pane).style.zIndex = zIndex;
      const style = MARKER_STYLES[point.kind];
      circleMarker([point.latitude, point.longitude], { ...style, pane })
        .bindTooltip(pointName(point), { direction: 'top', offset: [0, -style.radius] })
        .on('click', () => select.current(point))
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, scans, alerts, select]);

  return null;
}
