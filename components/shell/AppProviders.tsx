'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import { swrFetcher } from '@/lib/fetcher';
import { DisplayTimeZone } from '@/lib/hooks/first-view-tz';

/** Client-side providers of every page: the SWR fetcher, toasts, the display time zone. */
export function AppProviders({
  children,
  serverTimeZone = null,
}: {
  children: ReactNode;
  /** The browser's zone as its tz cookie told the server (null: not known yet). */
  serverTimeZone?: string | null;
}) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher }}>
      <DisplayTimeZone serverTimeZone={serverTimeZone}>
        <ToastProvider>{children}</ToastProvider>
      </DisplayTimeZone>
    </SWRConfig>
  );
}
