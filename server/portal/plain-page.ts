import 'server-only';

/**
 * A small self-contained HTML page for answers that cannot be a React page: a status the page
 * or its form action cannot set (the busy route's 429; the middleware's 403 and 413 for form
 * posts). No script, inline style only, readable without JavaScript.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111827;background:#f9fafb}main{max-width:32rem;margin:auto;background:#fff;border-radius:.5rem;padding:1.25rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}h1{font-size:1.25rem;margin:0 0 .5rem}a{color:#111827;font-weight:600}';

/** Its own policy: no script, no fetch, no form, nothing embedded but its inline style. */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface PlainPage {
  status: number;
  title: string;
  text: string;
  /** A same-origin link under the text, e.g. the page to try again. */
  link?: { href: string; label: string };
  /** Shown instead of the link when there is none. */
  hint?: string;
  headers?: Record<string, string>;
  /** A portal's page: a header bar with the brand title in its colours, the link as its button. */
  brand?: {
    title: string;
    headerBg: string;
    headerText: string;
    buttonBg: string;
    buttonText: string;
  };
}

/** The portal header and button rules of a branded page (colours come from portalTheme). */
function brandStyle(brand: NonNullable<PlainPage['brand']>): string {
  const css = (value: string) => value.replace(/[^#0-9a-zA-Z]/g, '');
  return `header{background:${css(brand.headerBg)};color:${css(brand.headerText)};padding:1rem;font-weight:600;margin:-2rem -1rem 2rem}main a{display:block;margin-top:1rem;padding:.75rem;border-radius:.375rem;text-align:center;text-decoration:none;background:${css(brand.buttonBg)};color:${css(brand.buttonText)}}`;
}

export function plainPageResponse(page: PlainPage): Response {
  const after = page.link
    ? `<p><a href="${escape(page.link.href)}">${escape(page.link.label)}</a></p>`
    : page.hint
      ? `<p>${escape(page.hint)}</p>`
      : '';
  const brand = page.brand;
  const title = brand ? `${page.title} · ${brand.title}` : page.title;
  const style = brand ? STYLE + brandStyle(brand) : STYLE;
  const header = brand ? `<header>${escape(brand.title)}</header>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${style}</style></head><body>${header}<main><h1>${escape(page.title)}</h1><p>${escape(page.text)}</p>${after}</main></body></html>`;
  return new Response(html, {
    status: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': POLICY,
      ...page.headers,
    },
  });
}
