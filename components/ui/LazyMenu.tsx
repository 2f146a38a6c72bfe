'use client';

import { lazy, Suspense } from 'react';
import { cn, focusRing } from './cn';
import type { MenuProps } from './Menu';

const MenuImpl = lazy(() => import('./Menu').then((m) => ({ default: m.Menu })));

/**
 * The Menu in its own chunk, so Headless UI is not part of a page's first-load JS (the frame's
 * user menu is on every page). Until the chunk is there, the trigger shows as it will look.
 */
export function LazyMenu(props: MenuProps) {
  const fallback = (
    <button
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn('inline-flex items-center gap-2 rounded-md', focusRing, props.triggerClassName)}
    >
      {props.trigger}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <MenuImpl {...props} />
    </Suspense>
  );
}
