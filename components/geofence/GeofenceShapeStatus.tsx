import type { GeofenceShape } from './use-geofence-editor';

const shapeText: Record<GeofenceShape, string> = {
  none: 'No geofence yet. Click the map to place its points; click the first point to close it.',
  unsaved: 'Unsaved geofence (dashed orange). Drag its points to adjust it, then save to activate.',
  active: 'Active geofence (solid blue). Drag its points to change it.',
};

const lineClass: Record<GeofenceShape, string> = {
  none: 'hidden',
  unsaved: 'mr-2 inline-block h-0 w-6 border-t-[3px] border-dashed border-orange-600 align-middle',
  active: 'mr-2 inline-block h-0 w-6 border-t-[3px] border-solid border-brand-600 align-middle',
};

/** What the map shows (no geofence, unsaved, active), with the line style as its legend. */
export function GeofenceShapeStatus({ shape }: { shape: GeofenceShape }) {
  return (
    <p className="mb-2 text-sm text-gray-700" aria-live="polite">
      <span aria-hidden="true" className={lineClass[shape]} />
      {shapeText[shape]}
    </p>
  );
}
