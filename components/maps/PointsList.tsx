import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';
import { XIcon } from '@/components/ui/icons';
import { pointName, type MapPointItem } from './points';
import { PointSwatch } from './PointSwatch';

interface PointsListProps {
  id: string;
  points: readonly MapPointItem[];
  /** Close button or Escape. */
  onClose: () => void;
}

/** The map's points as a list (each linking to its details): the map's keyboard-friendly twin. */
export function PointsList({ id, points, onClose }: PointsListProps) {
  return (
    <div
      id={id}
      className="pointer-events-auto flex min-h-0 w-full flex-col rounded-md border border-gray-200 bg-white shadow-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-2.5 py-1.5">
        <p className="text-xs font-semibold text-gray-900">Points ({points.length})</p>
        <button
          type="button"
          onClick={onClose}
          className={cn('rounded p-0.5 text-gray-600 hover:bg-gray-100', focusRing)}
        >
          <XIcon className="size-3.5" />
          <span className="sr-only">Close the list of points</span>
        </button>
      </div>
      <ul className="min-h-0 overflow-y-auto py-1 text-xs">
        {points.map((point) => (
          <li key={point.id} className="flex items-center gap-2 px-2.5 py-1">
            <PointSwatch kind={point.kind} />
            <span className="sr-only">{point.kind === 'alert' ? 'Alert: ' : 'Scan: '}</span>
            {point.href ? (
              <Link
                href={point.href}
                className={cn('truncate text-brand-700 hover:underline', focusRing)}
              >
                {pointName(point)}
              </Link>
            ) : (
              <span className="truncate text-gray-800">{pointName(point)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
