import { MARKER_STYLES, type MapPointItem } from './points';

/** A point kind's marker, drawn small for the legend and the list of points. */
export function PointSwatch({ kind }: { kind: MapPointItem['kind'] }) {
  const style = MARKER_STYLES[kind];
  const size = style.radius * 2;
  return (
    <span
      aria-hidden="true"
      className="inline-block shrink-0 rounded-full"
      style={{
        width: size,
        height: size,
        background: style.fillColor,
        border: `${style.weight}px solid ${style.color}`,
      }}
    />
  );
}
