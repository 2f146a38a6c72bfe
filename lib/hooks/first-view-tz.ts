'use client';

import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { TZ_COOKIE } from './tz-cookie';

/** The browser's IANA time zone (UTC when the browser does not tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function cookieZone(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${TZ_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TZ_COOKIE.length + 1)) : null;
}

/**
 * Tells the server the browser's time zone (the TZ_COOKIE cookie, a year) when the server did not
 * know it (`serverTimeZone`: what this request's cookie said) or knew another, so the next first
 * views are rendered in the zone the browser shows. Nothing is written when the server knew.
 */
export function useRememberTimeZone(serverTimeZone: string | null): void {
  useEffect(() => {
    const zone = browserTimeZone();
    if (serverTimeZone === zone || cookieZone() === zone) return;
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${
      window.location.protocol === 'https:' ? '; secure' : ''
    }`;
  }, [serverTimeZone]);
}

const noSubscription = () => () => {};

/**
 * The zone to show dates in: the browser's; while rendering on the server and hydrating, the zone
 * the server knew from the cookie (else UTC), so the browser hydrates the dates the server
 * rendered and then shows them in its own zone if that differs (no hydration mismatch).
 */
export function useTimeZone(serverTimeZone: string | null): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverTimeZone ?? 'UTC');
}

const DisplayTimeZoneContext = createContext<string | undefined>(undefined);

/**
 * The zone every date of the app is shown in (useTimeZone: the browser's; on the server and while
 * hydrating, the one the server knew from the tz cookie), and the cookie kept up to date. In the
 * root providers.
 */
export function DisplayTimeZone({
  serverTimeZone,
  children,
}: {
  serverTimeZone: string | null;
  children: ReactNode;
}) {
  useRememberTimeZone(serverTimeZone);
  return createElement(
    DisplayTimeZoneContext.Provider,
    { value: useTimeZone(serverTimeZone) },
    children,
  );
}

/** The zone to pass to formatDateTime / formatDate (undefined outside the providers: the runtime's). */
/** The display zone, UTC outside a first view that knows it (counts and amounts due are per day). */
export const useZoneOrUtc = (): string => useDisplayTimeZone() ?? 'UTC';

export function useDisplayTimeZone(): string | undefined {
  return useContext(DisplayTimeZoneContext);
}
