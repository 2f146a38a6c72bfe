import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { Logo } from './Logo';

export interface AppHeaderProps {
  /** Where the logo leads. */
  homeHref: string;
  /** Between the logo and the right side (the greeting). */
  middle?: ReactNode;
  /** Before the right side: the plate search (accounts that see LPR). */
  search?: ReactNode;
  /** The right side (switch link, user menu). */
  right?: ReactNode;
}

/** The white top bar of every signed-in screen. */
export function AppHeader({ homeHref, middle, search, right }: AppHeaderProps) {
  return (
    <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
      <Link href={homeHref} className={cn('shrink-0 rounded-md', focusRing)}>
        <Logo />
      </Link>
      <div className="min-w-0 flex-1">{middle}</div>
      {search}
      <div className="flex shrink-0 items-center gap-2">{right}</div>
    </div>
  );
}
