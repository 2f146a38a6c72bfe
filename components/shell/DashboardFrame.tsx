import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { BuildingIcon } from '@/components/ui/icons';
import type { SessionInfo } from '@/lib/contract/auth/bff';
import {
  homePathFor,
  menuDestinations,
  navFor,
  seesTab,
  type NavAccount,
} from '@/lib/rules/shell/navigation';
import { HeaderPlateSearch, HeaderPlateSearchLink } from '@/components/plates/HeaderPlateSearch';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { FrameTabs, FrameTrialNotice } from './FrameParts';
import { UserMenu } from './UserMenu';

export interface DashboardFrameProps {
  user: SessionInfo['user'];
  org: NonNullable<SessionInfo['org']>;
  children: ReactNode;
}

/**
 * Header with greeting and user menu, tabs, trial notices, the screen, footer. A server
 * component: only the tabs, the trial notices and the user menu run in the browser.
 */
export function DashboardFrame({ user, org, children }: DashboardFrameProps) {
  const account: NavAccount = {
    isParkingOnly: user.isParkingOnly,
    isMailingEnabled: org.isMailingEnabled,
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-dialog focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <header className="border-b border-gray-200 bg-white">
        <AppHeader
          homeHref={homePathFor(account)}
          middle={
            <p className="truncate text-sm text-gray-600">
              Welcome, <span className="font-semibold text-gray-900">{org.name}</span>
            </p>
          }
          search={
            seesTab(account, 'lpr') ? (
              <>
                <HeaderPlateSearch className="hidden w-44 lg:block" />
                <HeaderPlateSearchLink className="lg:hidden" />
              </>
            ) : null
          }
          right={
            <>
              <Link
                href="/orgs"
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  focusRing,
                )}
              >
                <BuildingIcon />
                <span className="sr-only lg:not-sr-only">Switch organization</span>
              </Link>
              <UserMenu
                fullname={user.fullname}
                email={user.email}
                destinations={menuDestinations(account)}
              />
            </>
          }
        />
        <FrameTabs nav={navFor(account)} />
      </header>
      <FrameTrialNotice />
      <main
        id="main"
        className="relative mx-auto w-full min-w-0 max-w-screen-2xl flex-1 px-4 py-6 sm:px-6"
      >
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
