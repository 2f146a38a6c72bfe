import Link from 'next/link';
import { cn, focusRing } from './cn';

export interface TabItem {
  id?: string;
  label: string;
  href: string;
  active: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the navigation landmark (e.g. 'Main', 'LPR'). */
  ariaLabel: string;
  /** 'primary': the top tabs (underlined); 'secondary': the sub-tabs (pills). */
  variant?: 'primary' | 'secondary';
  className?: string;
}

/**
 * Navigation tabs: links in a nav landmark, the current one marked aria-current="page". The top
 * row scrolls horizontally when it does not fit; the sub-tabs wrap.
 */
export function Tabs({ items, ariaLabel, variant = 'primary', className }: TabsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={ariaLabel} className={cn('min-w-0', className)}>
      <ul
        className={cn(
          'flex gap-1',
          // The top row scrolls; the sub-tabs wrap to a second line rather than hide the last
          // ones past the edge with no sign of them (Enforcement at 768 px).
          variant === 'primary' ? 'overflow-x-auto [scrollbar-width:thin]' : 'flex-wrap py-2',
        )}
      >
        {items.map((item) => (
          <li key={item.id ?? item.href} className="shrink-0">
            <Link
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              className={cn(
                'inline-flex items-center whitespace-nowrap text-sm font-medium transition-colors',
                focusRing,
                variant === 'primary'
                  ? cn(
                      'h-11 border-b-2 px-3 focus-visible:-outline-offset-2',
                      item.active
                        ? 'border-brand-600 text-brand-700'
                        : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                    )
                  : cn(
                      // px-2.5: the Permits row fits a tablet's 768 px on one line; Enforcement wraps.
                      'h-8 rounded-md px-2.5',
                      item.active
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                    ),
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
