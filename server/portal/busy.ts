import 'server-only';
import { citationsMessages } from '@/lib/messages/citations';
import { metersMessages } from '@/lib/messages/meters';

/**
 * The portals' "too many requests" page (the busy route, a real 429 with Retry-After): pages
 * and form actions the provider limited send their reader there, since a page or a server
 * action cannot answer 429 itself. Its text comes from this table by name, never from the URL.
 */
const BUSY_TEXTS = {
  requests: metersMessages.meterPageBusy,
  lookup: citationsMessages.noticeLookupBusy,
} as const;

export type BusyReason = keyof typeof BUSY_TEXTS;

const DEFAULT_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 3600;

/**
 * The busy page of a portal: `back` is the page to retry, `why` picks the text, `retryAfter`
 * is the provider's Retry-After (whole seconds).
 */
export function busyPath(
  basePath: string,
  back: string,
  why?: BusyReason,
  retryAfter?: string,
): string {
  const query = new URLSearchParams({ back });
  if (why && why !== 'requests') query.set('why', why);
  if (retryAfter && /^\d+$/.test(retryAfter)) query.set('wait', retryAfter);
  return `${basePath}/busy?${query}`;
}

/** What the busy page shows and answers, read from its query (anything unknown falls back). */
export function readBusyQuery(url: URL): { back: string | null; text: string; retryAfter: number } {
  const back = url.searchParams.get('back') ?? '';
  const why = url.searchParams.get('why') ?? '';
  const wait = Number(url.searchParams.get('wait'));
  return {
    // A path on this origin only (no //host, no \host): not an open redirect.
    back: /^\/(?![/\\])[^\s]*$/.test(back) ? back : null,
    text: Object.hasOwn(BUSY_TEXTS, why) ? BUSY_TEXTS[why as BusyReason] : BUSY_TEXTS.requests,
    retryAfter:
      Number.isInteger(wait) && wait >= 1 ? Math.min(wait, MAX_WAIT_SECONDS) : DEFAULT_WAIT_SECONDS,
  };
}
