'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import { swrFetcher } from '@/lib/fetcher';

/** Client-side providers of every page: the SWR fetcher and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher }}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
