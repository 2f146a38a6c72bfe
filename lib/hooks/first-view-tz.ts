'use client';

import { useEffect } from 'react';
import { TZ_COOKIE } from './keys';

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
 * Tells the server the browser's time zone (the TZ_COOKIE cookie, a year), once and again
 * whenever it changes, so the next first views are rendered in the zone the browser shows.
 */
export function useRememberTimeZone(): void {
  useEffect(() => {
    const zone = browserTimeZone();
    if (cookieZone() === zone) return;
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${
      window.location.protocol === 'https:' ? '; secure' : ''
    }`;
  }, []);
}
