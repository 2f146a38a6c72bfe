'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/fetcher';
import type { FirstViewData } from './first-view-data';

const FirstViewErrors = createContext<Record<string, ApiError>>({});

/**
 * Hands a page's server-loaded first view to the screen's hooks: data as SWR fallback (the
 * browser still revalidates), failures as the error the hook would have got from the BFF.
 */
export function FirstView({ value, children }: { value: FirstViewData; children: ReactNode }) {
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(value.errors).map(([key, e]) => [
          key,
          new ApiError(e.status, e.code, e.message),
        ]),
      ),
    [value.errors],
  );
  return (
    <SWRConfig value={{ fallback: value.fallback }}>
      <FirstViewErrors.Provider value={errors}>{children}</FirstViewErrors.Provider>
    </SWRConfig>
  );
}

/** The server's failure for a key, if the first view had one. */
export function useFirstViewError(key: string | null): ApiError | undefined {
  const errors = useContext(FirstViewErrors);
  return key ? errors[key] : undefined;
}
