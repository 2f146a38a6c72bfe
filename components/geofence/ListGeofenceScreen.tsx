'use client';

import Link from 'next/link';
import { PageHeader } from '@/components/shell/PageHeader';
import { cn, focusRing } from '@/components/ui/cn';
import { useGeofence } from '@/lib/hooks/lists/use-timelimit';
import { GeofenceScreen, type GeofenceScreenProps } from './GeofenceScreen';

/** /lists/{uuid}/geofence: the list's side menu (Plates, Geofence) and the Geofence screen. */
export function ListGeofenceScreen(props: GeofenceScreenProps) {
  const { data } = useGeofence(props.listUuid);
  const base = `/lists/${encodeURIComponent(props.listUuid)}`;
  const items = [
    { label: 'Plates', href: base, current: false },
    { label: 'Geofence', href: `${base}/geofence`, current: true },
  ];
  return (
    <>
      <Link
        href="/lists"
        className={cn('mb-2 inline-block text-sm text-brand-700 hover:underline', focusRing)}
      >
        ← Lists
      </Link>
      <PageHeader title={data?.list.name ?? 'List'} />
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <nav aria-label="List sections" className="md:w-44 md:shrink-0">
          <ul className="flex gap-1 md:flex-col">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 text-sm font-medium',
                    focusRing,
                    item.current
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <GeofenceScreen {...props} />
        </div>
      </div>
    </>
  );
}
