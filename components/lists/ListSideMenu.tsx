import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';

export interface ListSideMenuProps {
  listUuid: string;
  current: 'plates' | 'geofence';
}

/** The side menu of a list: Plates and Geofence (spec 1 §2). */
export function ListSideMenu({ listUuid, current }: ListSideMenuProps) {
  const base = `/lists/${encodeURIComponent(listUuid)}`;
  const items = [
    { id: 'plates', label: 'Plates', href: base },
    { id: 'geofence', label: 'Geofence', href: `${base}/geofence` },
  ] as const;
  return (
    <nav aria-label="List sections" className="md:w-44 md:shrink-0">
      <ul className="flex gap-1 md:flex-col">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              aria-current={current === item.id ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium',
                current === item.id
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                focusRing,
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
