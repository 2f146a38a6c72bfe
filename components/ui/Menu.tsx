'use client';

import {
  Menu as HeadlessMenu,
  MenuButton,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn, focusRing } from './cn';

export type MenuEntry =
  | { kind: 'link'; label: ReactNode; href: string; icon?: ReactNode; key?: string }
  | {
      kind: 'action';
      label: ReactNode;
      onSelect: () => void;
      icon?: ReactNode;
      danger?: boolean;
      disabled?: boolean;
      key?: string;
    }
  | { kind: 'separator'; key?: string };

export interface MenuProps {
  /** The button's content (text, avatar, icon). */
  trigger: ReactNode;
  /** Accessible name of the button when its content is not text. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** A non-interactive block at the top (e.g. the user's name and email). */
  header?: ReactNode;
  items: MenuEntry[];
  /** Where the items open relative to the button. */
  anchor?: 'bottom end' | 'bottom start';
  /** Width of the items panel. */
  widthClassName?: string;
}

const itemClasses =
  'flex w-full items-center gap-2 rounded px-2.5 py-1.5 text-left text-sm data-[focus]:bg-gray-100 data-[disabled]:opacity-50';
const normalItem = 'text-gray-800 data-[focus]:text-gray-900';
const dangerItem = 'text-danger-700';

/** A dropdown menu (Headless UI): arrow keys move, Enter picks, Escape closes. */
export function Menu({
  trigger,
  triggerLabel,
  triggerClassName,
  header,
  items,
  anchor = 'bottom end',
  widthClassName = 'w-56',
}: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton
        aria-label={triggerLabel}
        className={cn('inline-flex items-center gap-2 rounded-md', focusRing, triggerClassName)}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        anchor={{ to: anchor, gap: 6 }}
        className={cn(
          'z-50 rounded-lg border border-gray-200 bg-white p-1 shadow-dialog focus:outline-none',
          widthClassName,
        )}
      >
        {header ? (
          <div className="border-b border-gray-100 px-2.5 pb-2 pt-1.5">{header}</div>
        ) : null}
        <MenuSection className={header ? 'pt-1' : undefined}>
          {items.map((item, index) => {
            const key = item.key ?? `${item.kind}-${index}`;
            if (item.kind === 'separator')
              return <MenuSeparator key={key} className="my-1 h-px bg-gray-100" />;
            if (item.kind === 'link') {
              return (
                <MenuItem key={key}>
                  <Link href={item.href} className={cn(itemClasses, normalItem)}>
                    {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                    {item.label}
                  </Link>
                </MenuItem>
              );
            }
            return (
              <MenuItem key={key} disabled={item.disabled}>
                <button
                  type="button"
                  onClick={item.onSelect}
                  className={cn(itemClasses, item.danger ? dangerItem : normalItem)}
                >
                  {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                  {item.label}
                </button>
              </MenuItem>
            );
          })}
        </MenuSection>
      </MenuItems>
    </HeadlessMenu>
  );
}
