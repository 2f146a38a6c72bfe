'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useSubscription } from '@/lib/hooks/billing/use-subscription';
import type { NavTab } from '@/lib/rules/shell/nav-match';
import { trialStateOf } from '@/lib/rules/billing/trial';
import { NavTabs } from './NavTabs';
import { TrialGate, TrialNotice } from './TrialNotice';

/**
 * The parts of the dashboard frame that need the browser: the tabs (they follow the address)
 * and the trial notices (they follow the subscription). The rest of the frame is rendered on
 * the server only, so its code is not part of any page's JavaScript.
 */

export function FrameTabs({ nav }: { nav: NavTab[] }) {
  return <NavTabs pathname={usePathname() ?? '/'} nav={nav} />;
}

/**
 * The trial notices and the screen: the banner or the ended dialog above, and in the main area
 * the screen, or one notice in its place behind the dialog (TrialGate).
 */
export function FrameTrial({
  isSuperAdmin,
  mainClassName,
  children,
}: {
  isSuperAdmin: boolean;
  mainClassName: string;
  children: ReactNode;
}) {
  const { data: subscription, error } = useSubscription();
  const pathname = usePathname();
  return (
    <>
      <TrialNotice subscription={subscription} error={error} />
      <main id="main" className={mainClassName}>
        <TrialGate
          state={trialStateOf(subscription, error)}
          isSuperAdmin={isSuperAdmin}
          pathname={pathname}
        >
          {children}
        </TrialGate>
      </main>
    </>
  );
}
