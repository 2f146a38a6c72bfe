import { appUrl } from '../mail';

/**
 * Where the public meter page's times live and where its receipts are linked from.
 *
 * The organisation has no stored time zone (its staff screens send the browser's zone with each
 * call); the public page has no browser zone before it renders, so the meter schedule is read in
 * METER_TIME_ZONE (an IANA zone), else the server's own zone. One function, so a stored
 * organisation zone replaces it in one place.
 */
export function meterTimeZone(): string {
  const configured = process.env.METER_TIME_ZONE?.trim();
  for (const zone of [configured, Intl.DateTimeFormat().resolvedOptions().timeZone]) {
    if (!zone) continue;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      // not a zone: try the next
    }
  }
  return 'UTC';
}

/**
 * The receipt page of a session on the organisation's portal host (spec 3 §2:
 * /session/receipt/?id={uuid}): PORTAL_BASE_URL with {subdomain}, else under /portal/{subdomain}
 * of APP_URL (as server/portal/portal-url.ts maps them).
 */
export function receiptUrl(subdomain: string, uuid: string): string {
  const pattern = process.env.PORTAL_BASE_URL?.trim();
  const path = `/session/receipt/?id=${encodeURIComponent(uuid)}`;
  if (pattern?.includes('{subdomain}')) {
    try {
      const url = new URL(pattern.replace('{subdomain}', subdomain));
      return `${url.origin}${path}`;
    } catch {
      // not a URL: fall back to the dashboard origin
    }
  }
  return `${appUrl()}/portal/${encodeURIComponent(subdomain)}${path}`;
}
