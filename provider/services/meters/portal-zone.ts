import { sessionReceiptPath } from '../../../lib/rules/meters/sessions';
import { appUrl } from '../mail';

/**
 * The receipt page of a session on the organisation's portal host (spec 3 §2:
 * /session/receipt/?id={uuid}): PORTAL_BASE_URL with {subdomain}, else under /portal/{subdomain}
 * of APP_URL (as server/portal/portal-url.ts maps them).
 */
export function receiptUrl(subdomain: string, uuid: string): string {
  const pattern = process.env.PORTAL_BASE_URL?.trim();
  const path = sessionReceiptPath(uuid);
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
