import { readBusyQuery } from '@/server/portal/busy';
import { plainPageResponse } from '@/server/portal/plain-page';

/**
 * The portal's "too many requests" page as a real 429 with Retry-After (the pages and their form
 * actions cannot set their status): a rate-limited driver is sent here (server/portal/busy.ts).
 * `back` is the page to retry, a path on this origin only; `why` picks the text; `wait` is the
 * provider's Retry-After.
 */
export function GET(req: Request): Response {
  const { back, text, retryAfter } = readBusyQuery(new URL(req.url));
  return plainPageResponse({
    status: 429,
    title: 'Please wait a moment',
    text,
    link: back ? { href: back, label: 'Try again' } : undefined,
    hint: 'Please reload the page in a minute.',
    headers: { 'retry-after': String(retryAfter) },
  });
}
