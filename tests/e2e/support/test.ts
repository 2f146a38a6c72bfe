import { test as base, expect, type BrowserContext } from '@playwright/test';
import { E2E_TILE_REQUEST, TRANSPARENT_PNG } from './tiles';

export { expect };
export type { Browser, BrowserContext, Download, Locator, Page } from '@playwright/test';

/**
 * Reports a CSP violation as a console error (Chromium logs most of them itself; the event also
 * catches the ones it doesn't, e.g. in report-only mode). Runs in the page before its scripts.
 */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`,
    );
  });
}

/**
 * A tile of the journeys' tile host that couldn't load: only overview.spec.ts's offline path
 * provokes it (it aborts the tile requests on purpose and checks the map's offline note). Any
 * other failed load — a script, a style, an API answer, another host — still counts.
 */
function isOfflineTile(text: string, url: string): boolean {
  return /^Failed to load resource: net::ERR_[A-Z_]+$/.test(text) && E2E_TILE_REQUEST.test(url);
}

/**
 * A refusal of the app's own API (4xx): a wrong password (401), an expired code (403), no
 * organisation yet (404 NO_ORGANISATION), a rejected form (400/409)… The screens turn these
 * into the spec's texts, which the journeys check; Chromium logs every non-2xx fetch as an error
 * anyway and no page code can stop it. A 5xx, or a 4xx of a page, script, style or image, counts.
 */
function isApiRefusal(text: string, url: string, baseURL: string | undefined): boolean {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text))
    return false;
  return !!baseURL && url.startsWith(`${new URL(baseURL).origin}/api/`);
}

/**
 * Every journey imports `test` from here. An automatic fixture serves the map tiles (see
 * tiles.ts), and collects the console errors, uncaught page errors and CSP violations (console
 * messages of any level mentioning the Content Security Policy, and `securitypolicyviolation`
 * events) of every page the test opens — in its own context and in any it makes with
 * `browser.newContext()` (a guest without a session) — and fails the test at its end if there
 * was any.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ context, browser, baseURL }, run) => {
      const problems: string[] = [];
      const guard = async (ctx: BrowserContext): Promise<void> => {
        await ctx.addInitScript(reportCspViolations);
        await ctx.route(E2E_TILE_REQUEST, (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG }),
        );
        ctx.on('console', (message) => {
          const text = message.text();
          const isCsp = /content security policy/i.test(text);
          if (message.type() !== 'error' && !isCsp) return;
          const { url, lineNumber } = message.location();
          if (!isCsp && (isOfflineTile(text, url) || isApiRefusal(text, url, baseURL))) return;
          const page = message.page()?.url() ?? 'no page';
          problems.push(
            `${message.type()} on ${page}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`,
          );
        });
        ctx.on('weberror', (error) => {
          const page = error.page()?.url() ?? 'no page';
          problems.push(`uncaught on ${page}: ${error.error().stack ?? error.error().message}`);
        });
      };

      await guard(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await guard(created);
        return created;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
