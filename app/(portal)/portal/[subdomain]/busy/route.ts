import { metersMessages } from '@/lib/messages/meters';

/**
 * The portal's "too many requests" page as a real 429 with Retry-After (the pages cannot set
 * their status): the portal pages send a rate-limited driver here. `back` is the page to retry,
 * a path on this origin only.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function GET(req: Request): Response {
  const back = new URL(req.url).searchParams.get('back') ?? '';
  const safeBack = /^\/(?![/\\])[^\s]*$/.test(back) ? back : null;
  const link = safeBack
    ? `<p><a href="${escape(safeBack)}">Try again</a></p>`
    : '<p>Please reload the page in a minute.</p>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please wait a moment</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111827;background:#f9fafb}main{max-width:32rem;margin:auto;background:#fff;border-radius:.5rem;padding:1.25rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}h1{font-size:1.25rem;margin:0 0 .5rem}a{color:#111827;font-weight:600}</style></head><body><main><h1>Please wait a moment</h1><p>${escape(metersMessages.meterPageBusy)}</p>${link}</main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': '60',
      'cache-control': 'no-store',
    },
  });
}
