import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/BackLink';
import type { PlateList } from '@/lib/contract/lists';
import { LIST_TYPE_LABEL } from './list-types';

export interface ListHeadingProps {
  backHref: string;
  backLabel: string;
  /** The list, once loaded (its name and type). */
  list: PlateList | undefined;
  /** After the type chip (the plates tab's count). */
  meta?: ReactNode;
  /** On the right (the plates tab's Copy list ID and Options). */
  actions?: ReactNode;
}

/**
 * The header of one list, the same on each of its tabs (Plates, Geofence): the back link, the
 * list's name and type, then what the tab adds.
 */
export function ListHeading({ backHref, backLabel, list, meta, actions }: ListHeadingProps) {
  return (
    <>
      <BackLink href={backHref} label={backLabel} />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-gray-900">
            {list?.name ?? 'List'}
          </h1>
          <div className="mt-1 flex min-h-6 flex-wrap items-center gap-2 text-sm text-gray-600">
            {list ? (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                {LIST_TYPE_LABEL[list.type]} list
              </span>
            ) : null}
            {meta}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </>
  );
}
