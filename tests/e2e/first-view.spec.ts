import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import type { ListsResponse } from '@/lib/contract/lists/bff';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/messages';
import { chooseOrg, screenshot, signInToOrg } from './support/helpers';

/**
 * The first view is rendered on the server with its data (issue 11): with JavaScript off, the
 * HTML itself holds the screen's rows, and a foreign organisation's uuid gives the same
 * not-found state as the screen shows in the browser.
 */

const NORTHGATE = 'Northgate University Parking';
const RIVERSIDE = 'Riverside City Enforcement';

async function openOrg(page: Page, name: string) {
  await page.goto('/orgs');
  await chooseOrg(page, name);
}

/** A context with the signed-in session's cookies and JavaScript disabled. */
async function withoutScripts(browser: Browser, signedIn: BrowserContext): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
  });
  return context.newPage();
}

test.describe('first view on the server', () => {
  test('/scans?page=2 holds that page’s scans in its HTML, before any script', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const res = await page.request.get('/api/scans?page=2');
    expect(res.status()).toBe(200);
    const page2 = (await res.json()) as ScanListResponse;
    const first = page2.plates[0];
    expect(first).toBeDefined();

    const noJs = await withoutScripts(browser, page.context());
    const html = await (await noJs.request.get('/scans?page=2')).text();
    expect(html).toContain(`Open scan ${first.plate},`);

    await noJs.goto('/scans?page=2');
    const rows = noJs
      .getByRole('table', { name: 'Scans' })
      .getByRole('row', { name: /^Open scan / });
    await expect(rows).toHaveCount(page2.plates.length);
    await expect(rows.first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^Open scan ${first.plate},`),
    );
    await expect(noJs.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    // The member chips come with the page too.
    await expect(
      noJs.getByRole('group', { name: 'Show scans of' }).getByRole('button', { name: 'Pat Lee' }),
    ).toBeVisible();
    await noJs.context().close();
  });

  test('a foreign organisation’s scan or list: the same not-found state with or without scripts', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'super@demo.test', NORTHGATE);
    const scans = (await (await page.request.get('/api/scans?page=1')).json()) as ScanListResponse;
    const lists = (await (await page.request.get('/api/lists')).json()) as ListsResponse;
    const scanUuid = scans.plates[0].uuid;
    const listUuid = lists.lists[0].uuid;

    // Now in Riverside: Northgate's uuids belong to another organisation.
    await openOrg(page, RIVERSIDE);
    const noJs = await withoutScripts(browser, page.context());

    for (const screen of [page, noJs]) {
      await screen.goto(`/scans/${scanUuid}`);
      await expect(screen.getByText(messages.scanNotFound)).toBeVisible();
      await screen.goto(`/lists/${listUuid}`);
      await expect(screen.getByText(messages.notFound)).toBeVisible();
    }
    await noJs.context().close();
  });

  test('/overview holds its counters in the HTML once the browser has told its time zone', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    // The dashboard frame remembers the browser's zone in the tz cookie.
    await page.goto('/scans');
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'tz')?.value)
      .toBeTruthy();
    const zone = (await page.context().cookies()).find((c) => c.name === 'tz')!.value;
    const stats = (await (await page.request.get(`/api/overview/stats?tz=${zone}`)).json()) as {
      totalPlateCount: number;
    };

    const noJs = await withoutScripts(browser, page.context());
    await noJs.goto('/overview');
    const counters = noJs.getByRole('list', { name: 'Counters' });
    await expect(counters.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(counters).toContainText(stats.totalPlateCount.toLocaleString('en-US'));
    await noJs.context().close();
  });

  test('rule, geofence, generated report and plate history pages hold their data before any script', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const { rules } = (await (await page.request.get('/api/timelimit')).json()) as {
      rules: { uuid: string; name: string }[];
    };
    const lists = (await (await page.request.get('/api/lists')).json()) as ListsResponse;
    const scans = (await (await page.request.get('/api/scans?page=1')).json()) as ScanListResponse;
    const rule = rules[0];
    const list = lists.lists[0];
    const plate = scans.plates[0].plate;
    const noJs = await withoutScripts(browser, page.context());

    await noJs.goto(`/timelimit/${rule.uuid}/rule`);
    await expect(noJs.getByRole('heading', { level: 1, name: rule.name })).toBeVisible();
    await noJs.goto(`/lists/${list.uuid}/geofence`);
    await expect(noJs.getByRole('heading', { level: 1, name: list.name })).toBeVisible();

    await noJs.goto(`/report/plate/${plate}`);
    await expect(
      noJs
        .getByRole('table', { name: `Scans of plate ${plate}` })
        .getByText(plate)
        .first(),
    ).toBeVisible();

    const end = new Date();
    const start = new Date(end.getTime() - 30 * 86_400_000);
    const query = new URLSearchParams({
      reportType: 'scans',
      startDate: start.toISOString(),
      endDate: end.toISOString(),
    });
    const rows = (await (await page.request.get(`/api/reports/rows?${query}`)).json()) as {
      rows: { plate: string }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    await noJs.goto(`/reports/generate?${query}`);
    await expect(
      noJs
        .getByRole('table', { name: 'LPR Scans report rows' })
        .getByText(rows.rows[0].plate)
        .first(),
    ).toBeVisible();
    await noJs.context().close();
  });

  test('dates render on the server in the browser’s zone: no hydration mismatch on dated screens', async ({
    browser,
  }) => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: never the server's day and hour
    const context = await browser.newContext({ timezoneId: zone });
    const page = await context.newPage();
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/scans');
    await expect
      .poll(async () => {
        const cookie = (await context.cookies()).find((c) => c.name === 'tz');
        return cookie ? decodeURIComponent(cookie.value) : null;
      })
      .toBe(zone);
    const scans = (await (await page.request.get('/api/scans?page=1')).json()) as ScanListResponse;
    const first = scans.plates[0];

    // The server's HTML already shows the date as the browser does.
    const html = await (await page.request.get('/scans')).text();
    // The first scan's own row (another scan 14 hours apart may read like its UTC time).
    const rowStart = html.indexOf(`/scans/${first.uuid}`);
    expect(rowStart).toBeGreaterThan(-1);
    const row = html.slice(rowStart, html.indexOf('</tr>', rowStart));
    expect(row).toContain(formatDateTime(first.capturedAt, '', zone));
    expect(row).not.toContain(formatDateTime(first.capturedAt, '', 'UTC'));

    // Hydrating the dated screens raises no mismatch (the console guard fails the test on one).
    for (const path of [
      '/scans',
      '/alerts',
      '/lists',
      '/team-management',
      '/reports',
      '/timelimit',
      `/scans/${first.uuid}`,
      `/report/plate/${first.plate}`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await context.close();
  });

  test('table rows are real links: a click before any script opens the row', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const lists = (await (await page.request.get('/api/lists')).json()) as ListsResponse;
    const scans = (await (await page.request.get('/api/scans?page=1')).json()) as ScanListResponse;
    const list = lists.lists[0];
    const scan = scans.plates[0];
    const noJs = await withoutScripts(browser, page.context());

    await noJs.goto('/lists');
    await noJs.getByRole('row', { name: `Open ${list.name}` }).click();
    await noJs.waitForURL(`**/lists/${list.uuid}`);

    await noJs.goto('/scans');
    await noJs
      .getByRole('row', { name: new RegExp(`^Open scan ${scan.plate},`) })
      .first()
      .click();
    await noJs.waitForURL(`**/scans/${scan.uuid}`);

    // With scripts, the same link is a client-side navigation; Enter on it opens the row too.
    await page.goto('/lists');
    await page.getByRole('link', { name: `Open ${list.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/lists/${list.uuid}`);
    await noJs.context().close();
  });

  test('no layout shift while the screens load (CLS ≤ 0.05)', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [
      '/overview',
      '/scans?page=2',
      '/alerts',
      '/lists',
      '/team-management',
      '/reports',
      '/timelimit',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(0.05);
      await screenshot(page, `first-view-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
    }
    // A tablet, too.
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const path of ['/scans', '/lists', '/team-management']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `first-view-tablet-${path.slice(1)}`);
    }
  });
});
