/**
 * The Firefox smoke journey (`npm run test:firefox`, part of `npm test`): the main paths once in
 * the second browser engine — sign in, scans with a search, a dialog (focus in, Escape, focus back
 * on its opener), a list's map drawing, a report download, logout — in Debian's Firefox ESR
 * (tests/firefox/firefox.ts), against the production build served the way the Playwright journeys
 * are (scripts/e2e-server.ts, a fresh demo database), on its own port (FIREFOX_E2E_PORT, 3101)
 * and data folder. It fails on any console error, uncaught page error, CSP violation or failed
 * load on any screen it visits. E2E_REUSE_BUILD=1 serves the build that is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { scanReport } from '@/lib/rules/reports/report-columns';
import {
  click,
  find,
  FIREFOX_PATH,
  gone,
  launchFirefox,
  setValue,
  type,
  until,
  waitForFocus,
  waitForPath,
  type Firefox,
} from './firefox';

const PORT = Number(process.env.FIREFOX_E2E_PORT ?? 3101);
const BASE = `http://localhost:${PORT}`;
const NORTHGATE = 'Northgate University Parking';
const root = path.resolve(import.meta.dirname, '..', '..');

let server: ChildProcess | undefined;
let firefox: Firefox | undefined;

/** Waits until the server answers /login (a build takes minutes). */
async function serverReady(timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exitCode != null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${BASE}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`no answer from ${BASE}/login`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** YYYY-MM-DD of a day `daysAgo` before today (browser and runner share the machine's zone). */
function day(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Waits until Firefox has finished saving a file whose name matches, and answers its path. */
async function downloaded(dir: string, name: RegExp): Promise<string> {
  const end = Date.now() + 30_000;
  for (;;) {
    const files = readdirSync(dir);
    const done = files.find((f) => name.test(f));
    if (done && !files.some((f) => f.endsWith('.part'))) return path.join(dir, done);
    if (Date.now() > end) throw new Error(`no download matching ${name} in ${dir}: ${files}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

before(async () => {
  // A missing browser is a failure with a plain cause, not a launch stack.
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `no Firefox at ${FIREFOX_PATH}: apt-get install firefox-esr (or set FIREFOX_PATH)`,
    );
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      E2E_DATA_DIR: path.join(root, 'test-results', 'firefox-data'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group: e2e-server → start.ts → next, stopped together
  });
  await serverReady(600_000);
  firefox = await launchFirefox(BASE);
});

after(async () => {
  await firefox?.browser.close();
  if (firefox) rmSync(firefox.downloads, { recursive: true, force: true });
  if (server?.pid && server.exitCode == null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
});

test('Firefox: sign in, scans search, a dialog, a list’s map, a report download, logout', async (t) => {
  const { page, problems, downloads, settle } = firefox!;
  // Typing an address while the app router's prefetches are in flight makes Firefox fail them,
  // and Next logs each as a console error ('Failed to fetch RSC payload'): let them finish.
  const goto = async (to: string) => {
    await settle(300);
    await page.goto(`${BASE}${to}`, { waitUntil: 'load' });
  };
  // Each step needs the ones before it: after a failure the rest are skipped, not failed again.
  let failed = false;
  const step = (name: string, fn: () => Promise<void>) =>
    t.test(name, { skip: failed && 'an earlier step failed' }, async () => {
      try {
        await fn();
      } catch (error) {
        failed = true;
        const shot = path.join(
          root,
          'test-results',
          'firefox',
          `failed-${name.replace(/\W+/g, '-')}.png`,
        );
        mkdirSync(path.dirname(shot), { recursive: true });
        await page.screenshot({ path: shot as `${string}.png` }).catch(() => undefined);
        console.log(`# screenshot: ${shot}`);
        throw error;
      }
    });

  await step('sign in and open an organisation', async () => {
    await goto('/login');
    await type(page, { kind: 'field', name: 'Email' }, 'admin@demo.test');
    await type(page, { kind: 'field', name: 'Password' }, 'Parking@2026');
    await click(page, { kind: 'button', name: 'Sign in' });
    await waitForPath(page, /^\/orgs$/);
    await click(page, { kind: 'row', name: `Open ${NORTHGATE}` });
    await waitForPath(page, /^\/overview$/);
  });

  await step('scans, with a search', async () => {
    await click(page, { kind: 'link', name: 'LPR' });
    await click(page, { kind: 'link', name: 'Scans' });
    await waitForPath(page, /^\/scans$/);
    await find(page, { kind: 'heading', name: 'Scans' });
    await until(
      page,
      'the first page of scans',
      () => {
        return document.querySelectorAll('tr[aria-label^="Open scan "]').length === 100;
      },
      null,
    );
    // Number fields show no spin buttons (Firefox draws them always): app/globals.css's base
    // layer, for every number field (the rule screen's hours and minutes, seats), not only the
    // page field here, which hides them with its own classes.
    const appearance = await page.evaluate(() => {
      const field = document.createElement('input');
      field.type = 'number';
      document.body.append(field);
      const value = getComputedStyle(field).appearance;
      field.remove();
      return value;
    });
    assert.equal(appearance, 'textfield', 'number fields without spin buttons');

    const first = await until(
      page,
      'a plate',
      () => {
        const cell = document.querySelector('tr[aria-label^="Open scan "] td:nth-child(3)');
        return cell?.textContent?.trim() ?? '';
      },
      null,
    );
    const prefix = first.slice(0, 2);
    await type(page, { kind: 'field', name: 'Search by plate' }, prefix.toLowerCase());
    const typed = await (
      await find(page, { kind: 'field', name: 'Search by plate' })
    ).evaluate((el) => (el as HTMLInputElement).value);
    assert.equal(typed, prefix.toUpperCase(), 'the search field upper-cases as you type');
    await click(page, { kind: 'button', name: 'Search' });
    await waitForPath(page, new RegExp(`^/scans\\?q=${prefix.toUpperCase()}$`));
    await find(page, { kind: 'text', name: '^\\d[\\d,]* results?', regex: true });
    const plates = await until(
      page,
      'the search results',
      () => {
        const cells = document.querySelectorAll('tr[aria-label^="Open scan "] td:nth-child(3)');
        return cells.length ? [...cells].map((c) => c.textContent?.trim() ?? '') : null;
      },
      null,
    );
    for (const plate of plates) assert.ok(plate.startsWith(prefix.toUpperCase()), plate);
  });

  let listUrl = '';
  await step('a dialog: focus in, Escape, focus back; then create a list', async () => {
    await click(page, { kind: 'link', name: 'Lists' });
    await waitForPath(page, /^\/lists$/);
    await find(page, { kind: 'heading', name: '^Lists \\(\\d', regex: true });
    await click(page, { kind: 'button', name: 'Add list' });
    await find(page, { kind: 'dialog', name: 'Add list' });
    await waitForFocus(page, { kind: 'field', name: 'List name', inDialog: true });
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
      'focus stays in the dialog',
    );
    await page.keyboard.press('Escape');
    await gone(page, { kind: 'dialog', name: 'Add list' });
    await waitForFocus(page, { kind: 'button', name: 'Add list' });

    await click(page, { kind: 'button', name: 'Add list' });
    await type(page, { kind: 'field', name: 'List name', inDialog: true }, 'Firefox smoke');
    await click(page, { kind: 'button', name: 'Create list', inDialog: true });
    listUrl = await waitForPath(page, /^\/lists\/[0-9a-f-]{36}$/);
    await find(page, { kind: 'heading', name: 'Firefox smoke' });
  });

  await step('the list’s geofence: draw a polygon on the map and save it', async () => {
    await click(page, { kind: 'link', name: 'Geofence' });
    await waitForPath(page, new RegExp(`^${listUrl}/geofence$`));
    const map = await find(page, { kind: 'map', name: 'Geofence map' });
    await until(
      page,
      'the map with its tiles',
      () => {
        return !!document.querySelector('.leaflet-container .leaflet-tile-loaded');
      },
      null,
    );
    await find(page, { kind: 'text', name: '^No geofence yet', regex: true });
    const box = (await map.boundingBox())!;
    const points = [
      { x: box.x + box.width * 0.35, y: box.y + box.height * 0.35 },
      { x: box.x + box.width * 0.65, y: box.y + box.height * 0.4 },
      { x: box.x + box.width * 0.5, y: box.y + box.height * 0.7 },
    ];
    for (const p of [...points, points[0]]) {
      await page.mouse.click(p.x, p.y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await find(page, { kind: 'text', name: '^Unsaved geofence', regex: true });
    await click(page, { kind: 'button', name: 'Save & activate geofence' });
    await find(page, { kind: 'text', name: '^Active geofence', regex: true });
    const drawn = await page.evaluate(() => {
      const region = document.querySelector('[role="region"][aria-label="Geofence map"]');
      return region?.querySelectorAll('path.leaflet-interactive').length ?? 0;
    });
    assert.equal(drawn, 1, 'one polygon on the map');
  });

  await step('a scan report: create it, download its CSV', async () => {
    await click(page, { kind: 'link', name: 'Reports' });
    await waitForPath(page, /^\/reports$/);
    await click(page, { kind: 'button', name: 'Create report' });
    await find(page, { kind: 'dialog', name: 'Create report' });
    await setValue(page, { kind: 'field', name: 'Start date', inDialog: true }, day(7));
    await setValue(page, { kind: 'field', name: 'End date', inDialog: true }, day(0));
    await click(page, { kind: 'button', name: 'Search', inDialog: true });
    await waitForPath(page, /^\/reports\/generate\?reportType=scans&startDate=/);
    await find(page, { kind: 'heading', name: 'LPR Scans report' });
    const rows = await find(page, { kind: 'text', name: '^\\d[\\d,]* rows$', regex: true });
    assert.ok(Number((await rows.evaluate((el) => el.textContent))!.replace(/\D/g, '')) > 0);

    await click(page, { kind: 'link', name: 'Download LPR Scans report as CSV' });
    const file = await downloaded(downloads, /^lpr-scans-\d{4}-\d{2}-\d{2}-to-.*\.csv$/);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    assert.equal(lines[0], scanReport.csvColumns.map((c) => c.header).join(','));
    assert.ok(lines.length > 1, 'the CSV has rows');
  });

  await step('logout', async () => {
    await click(page, { kind: 'button', name: 'account menu', regex: true });
    await click(page, { kind: 'menuitem', name: 'Logout' });
    await waitForPath(page, /^\/login$/);
    await goto('/orgs');
    await waitForPath(page, /^\/login$/);
  });

  await t.test('no console error, page error, CSP violation or failed load', () => {
    assert.deepEqual(problems, []);
  });
});
