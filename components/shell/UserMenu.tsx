'use client';

import { useState } from 'react';
import { LazyMenu } from '@/components/ui/LazyMenu';
import type { MenuEntry } from '@/components/ui/Menu';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import type { NavLink } from '@/lib/rules/shell/nav-match';
import { logout } from './logout';

export interface UserMenuProps {
  fullname: string;
  email: string;
  /** The tab destinations the account may open (empty outside an organisation). */
  destinations?: NavLink[];
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The account menu: name and email, the tab destinations, Logout. */
export function UserMenu({ fullname, email, destinations = [] }: UserMenuProps) {
  const [leaving, setLeaving] = useState(false);
  const items: MenuEntry[] = [
    ...destinations.map((d): MenuEntry => ({
      kind: 'link',
      label: d.label,
      href: d.href,
      key: d.href,
    })),
    ...(destinations.length ? [{ kind: 'separator' } as MenuEntry] : []),
    {
      kind: 'action',
      label: leaving ? 'Signing out…' : 'Logout',
      icon: <LogoutIcon />,
      disabled: leaving,
      onSelect: () => {
        setLeaving(true);
        void logout();
      },
    },
  ];
  return (
    <LazyMenu
      triggerClassName="px-1.5 py-1 text-sm text-gray-800 hover:bg-gray-100"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
          >
            {initials(fullname || email)}
          </span>
          <span className="sr-only max-w-40 truncate font-medium md:not-sr-only">
            {fullname || email}
          </span>
          <span className="sr-only">account menu</span>
          <ChevronDownIcon className="size-4 text-gray-500" />
        </>
      }
      header={
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-gray-900">{fullname}</p>
          <p className="truncate text-xs text-gray-600">{email}</p>
        </div>
      }
      items={items}
    />
  );
}
