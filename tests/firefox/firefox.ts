/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi, for the smoke journey
 * (smoke.ts). Playwright cannot drive it: its own Firefox build cannot be downloaded here, and
 * its BiDi client (channel 'moz-firefox') needs `network.addDataCollector`, which Firefox ESR 140
 * lacks ("unknown command").
 *
 * Puppeteer's locators, `waitForSelector`, `waitForFunction` and `::-p-aria` / `::-p-text`
 * queries compile their predicates with `new Function` in the page, which the pages' CSP blocks
 * (each try is a CSP eval violation, the wait never ends). The helpers here poll with plain
 * `evaluate` calls instead, and find elements by role-like kind and accessible name.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, {
  type Browser,
  type ElementHandle,
  type HTTPRequest,
  type Page,
} from 'puppeteer-core';
import { E2E_TILE_REQUEST, TRANSPARENT_PNG } from '../e2e/support/tiles';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** How long a helper waits for its element or condition. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

export interface Firefox {
  browser: Browser;
  page: Page;
  /** Where Firefox saves downloads (no dialog). */
  downloads: string;
  /** Console errors, uncaught page errors, CSP violations and failed loads seen so far. */
  problems: string[];
  /** Resolves once no request of the page has been in flight for `idleMs`. */
  settle: (idleMs: number) => Promise<void>;
}

/**
 * Reports a CSP violation as a console error, as the Chromium journeys' guard does (Firefox
 * reports most of them as page errors itself; the event also catches the others).
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
 * Firefox logs no "Failed to load resource" console line as Chromium does: answers are checked
 * here instead. A 5xx anywhere counts; a 4xx counts unless it is the app's own API refusing
 * something (a wrong password, a rejected form), which the screens turn into the spec's texts.
 */
function isProblemAnswer(status: number, url: string, origin: string): boolean {
  if (status >= 500) return true;
  if (status < 400) return false;
  return !url.startsWith(`${origin}/api/`);
}

/**
 * Starts Firefox with one page whose console errors, page errors, CSP violations and failed
 * loads are collected in `problems`, and whose map tiles (tests/e2e/support/tiles.ts) are
 * answered with a transparent PNG, as the Chromium journeys' fixture does.
 */
export async function launchFirefox(baseURL: string): Promise<Firefox> {
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'vert-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1366, height: 900 },
    extraPrefsFirefox: {
      // Downloads go to `downloads` without asking, PDFs too (not into the built-in viewer).
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.helperApps.neverAsk.saveToDisk': 'text/csv,application/pdf',
      'pdfjs.disabled': true,
    },
  });
  const page = await browser.newPage();
  const origin = new URL(baseURL).origin;
  const problems: string[] = [];
  // The last document loaded: puppeteer's page.url() misses the app router's history updates.
  const on = () => `after loading ${page.url()}`;

  // tsx (esbuild's keepNames) wraps named functions in `__name(fn, 'name')` calls, which the
  // functions sent to the page (locate, the predicates) then need there too.
  await page.evaluateOnNewDocument(() => {
    (globalThis as { __name?: unknown }).__name = (fn: unknown) => fn;
  });
  await page.evaluateOnNewDocument(reportCspViolations);
  await page.setRequestInterception(true);
  // Requests in flight, for `settle`. Puppeteer's own network-idle wait can hang for good under
  // WebDriver BiDi: a request the page dropped before we answered it (a map tile of a map that
  // is gone, 'no such request') is never reported finished or failed. Here such a request, and
  // a tile we answer ourselves, leaves the set once our answer has settled either way.
  const inFlight = new Set<HTTPRequest>();
  let lastChange = Date.now();
  const done = (request: HTTPRequest) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const settle = async (idleMs: number) => {
    const end = Date.now() + WAIT_MS;
    while (inFlight.size > 0 || Date.now() - lastChange < idleMs) {
      if (Date.now() > end) {
        const urls = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`the page's requests did not settle; in flight: ${urls}`);
      }
      await sleep(POLL_MS);
    }
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
    if (request.isInterceptResolutionHandled()) return;
    // A request the page dropped meanwhile (a navigation, a removed map) is gone by the time we
    // answer it: Firefox then says 'no such request', which is no failure of the page.
    const dropped = () => done(request);
    if (E2E_TILE_REQUEST.test(request.url())) {
      request
        .respond({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG })
        .then(() => done(request), dropped);
    } else {
      request.continue().catch(dropped);
    }
  });
  page.on('console', (message) => {
    const text = message.text();
    const isCsp = /content.security.policy/i.test(text);
    if (message.type() !== 'error' && !isCsp) return;
    const { url, lineNumber } = message.location();
    problems.push(`${message.type()} ${on()}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    problems.push(`uncaught ${on()}: ${text}`);
  });
  page.on('response', (response) => {
    if (isProblemAnswer(response.status(), response.url(), origin)) {
      problems.push(`${response.status()} for ${response.url()} ${on()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request the page itself gave up on: a prefetch or fetch cancelled by a navigation
    // (NS_BINDING_ABORTED), or an answer whose body it cancelled after its first bytes
    // (NS_BASE_STREAM_CLOSED: the report download's check, components/reports/ReportDownloads).
    if (reason === 'NS_BINDING_ABORTED' || reason === 'NS_BASE_STREAM_CLOSED') return;
    problems.push(`${request.method()} ${request.url()} failed ${on()}: ${reason}`);
  });
  return { browser, page, downloads, problems, settle };
}

/** What `find` looks for: an element of a kind, by its accessible name. */
export interface Query {
  kind: 'button' | 'link' | 'field' | 'row' | 'heading' | 'text' | 'dialog' | 'menuitem' | 'map';
  /** The name: exact by default, or a regular expression's source with `regex`. */
  name: string;
  regex?: boolean;
  /** Only inside the open dialog. */
  inDialog?: boolean;
}

/**
 * The first visible element of the kind whose accessible name (aria-label, aria-labelledby, the
 * field's label, or its text) matches; runs in the page, so it is self-contained.
 */
function locate(query: Query): Element | null {
  const selectors: Record<Query['kind'], string> = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    field: 'input, select, textarea',
    row: 'tr, [role="row"]',
    heading: 'h1, h2, h3, [role="heading"]',
    text: 'p, span, div, td, li, output, label, [role="status"], [role="alert"]',
    dialog: '[role="dialog"], [role="alertdialog"]',
    menuitem: '[role="menuitem"]',
    map: '[role="region"]',
  };
  // The text a screen reader reads: without aria-hidden parts (a required field's '*').
  const textOf = (el: Element | null): string => {
    if (!el) return '';
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const nameOf = (el: Element): string => {
    if (query.kind === 'text') return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ');
    }
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return textOf(labels[0]);
    return textOf(el);
  };
  const matches = query.regex
    ? (name: string) => new RegExp(query.name).test(name)
    : (name: string) => name === query.name;
  const root = query.inDialog
    ? document.querySelector('[role="dialog"], [role="alertdialog"]')
    : document;
  if (!root) return null;
  for (const el of root.querySelectorAll(selectors[query.kind])) {
    if (!el.checkVisibility()) continue;
    if (matches(nameOf(el))) return el;
  }
  return null;
}

function describe(query: Query): string {
  return `${query.kind} ${query.regex ? `/${query.name}/` : `"${query.name}"`}${query.inDialog ? ' in the dialog' : ''}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `locate` finds the element and answers it. */
export async function find(page: Page, query: Query): Promise<ElementHandle<Element>> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const handle = await page.evaluateHandle(locate, query);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) return element;
    await handle.dispose();
    if (Date.now() > end) throw new Error(`no ${describe(query)} on ${page.url()}`);
    await sleep(POLL_MS);
  }
}

/** Waits until no element matches the query. */
export async function gone(page: Page, query: Query): Promise<void> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const handle = await page.evaluateHandle(locate, query);
    const found = handle.asElement() !== null;
    await handle.dispose();
    if (!found) return;
    if (Date.now() > end) throw new Error(`${describe(query)} still there on ${page.url()}`);
    await sleep(POLL_MS);
  }
}

/** Waits until the element the query finds has the focus. */
export async function waitForFocus(page: Page, query: Query): Promise<void> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const element = await find(page, query);
    const has = await element.evaluate((el) => el === document.activeElement);
    await element.dispose();
    if (has) return;
    if (Date.now() > end) throw new Error(`no focus on ${describe(query)} on ${page.url()}`);
    await sleep(POLL_MS);
  }
}

export async function click(page: Page, query: Query): Promise<void> {
  const element = await find(page, query);
  await element.click();
  await element.dispose();
}

/** Types into a text field (as a person does: key by key, after selecting what was there). */
export async function type(page: Page, query: Query, text: string): Promise<void> {
  const element = await find(page, query);
  await element.click();
  await element.evaluate((el) => (el as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await element.dispose();
}

/**
 * Sets a field's value the way a picker does (date fields have no locale-free key sequence):
 * through the native setter, so React sees the change, then `input` and `change`.
 */
export async function setValue(page: Page, query: Query, value: string): Promise<void> {
  const element = await find(page, query);
  await element.evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
  await element.dispose();
}

/** Polls `predicate` in the page until it answers something truthy, and answers that. */
export async function until<A, R>(
  page: Page,
  what: string,
  predicate: (arg: A) => R,
  arg: A,
): Promise<NonNullable<R>> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const result = (await page.evaluate(predicate as (arg: unknown) => unknown, arg)) as R;
    if (result) return result as NonNullable<R>;
    if (Date.now() > end) throw new Error(`waited in vain for ${what} on ${page.url()}`);
    await sleep(POLL_MS);
  }
}

/**
 * Waits until the page's address (path and query) matches. Read from the page: puppeteer's
 * `page.url()` misses the app router's history updates in Firefox (it stays on /login after
 * sign-in has moved on).
 */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const where = await page.evaluate(() => location.pathname + location.search).catch(() => '');
    if (pattern.test(where)) return where;
    if (Date.now() > end) throw new Error(`expected an address matching ${pattern}, at ${where}`);
    await sleep(POLL_MS);
  }
}
