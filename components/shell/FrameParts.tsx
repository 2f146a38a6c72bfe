'use client';

import { usePathname } from 'next/navigation';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import type { NavTab } from '@/lib/rules/shell/nav-match';
import { NavTabs } from './NavTabs';
import { TrialNotice } from './TrialNotice';

/**
 * The parts of the dashboard frame that need the browser: the tabs (they follow the address)
 * and the trial notices (they follow the subscription). The rest of the frame is rendered on
 * the server only, so its code is not part of any page's JavaScript.
 */

export function FrameTabs({ nav }: { nav: NavTab[] }) {
  return <NavTabs pathname={usePathname() ?? '/'} nav={nav} />;
}

export function FrameTrialNotice() {
  // No retries: a failed check ends the session (spec 1 §4), so the answer must come from one
  // request.
  const { data: subscription, error } = useEndpoint(
    billingBffRoutes.getSubscription,
    {},
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return <TrialNotice subscription={subscription} error={error} />;
}
