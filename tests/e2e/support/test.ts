import { test as base, expect } from '@playwright/test';
import { E2E_TILE_REQUEST, TRANSPARENT_PNG } from './tiles';

export { expect };
export type { Download, Locator, Page } from '@playwright/test';

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
 * Every journey imports `test` from here. An automatic fixture serves the map tiles (see
 * tiles.ts), and collects the console errors, uncaught page errors and CSP violations (console
 * messages of any level mentioning the Content Security Policy, and `securitypolicyviolation`
 * events) of every page the test opens; the test fails at its end if there was any.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.addInitScript(reportCspViolations);
      await context.route(E2E_TILE_REQUEST, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG }),
      );
      context.on('console', (message) => {
        const text = message.text();
        const isCsp = /content security policy/i.test(text);
        if (message.type() !== 'error' && !isCsp) return;
        const { url, lineNumber } = message.location();
        if (!isCsp && isOfflineTile(text, url)) return;
        const page = message.page()?.url() ?? 'no page';
        problems.push(
          `${message.type()} on ${page}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`,
        );
      });
      context.on('weberror', (error) => {
        const page = error.page()?.url() ?? 'no page';
        problems.push(`uncaught on ${page}: ${error.error().stack ?? error.error().message}`);
      });
      await use();
      expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
