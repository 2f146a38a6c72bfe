import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const COUNTERS = ['Recent scans', 'Recent alerts', 'All time scans', 'All time alerts'];

/** Tile servers are unreachable here; make that certain and fast so the offline path is tested. */
async function blockTiles(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, (route) => route.abort('internetdisconnected'));
}

async function openNorthgate(page: Page): Promise<void> {
  await blockTiles(page);
  await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
  await expect(page).toHaveURL(/\/overview$/);
}

test('the Northgate overview shows counters, heatmap, map and latest activity', async ({
  page,
}) => {
  await openNorthgate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // Four counter cards with formatted numbers, linking to scans or alerts.
  for (const title of COUNTERS) {
    const card = page.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d/);
    await expect(card).toHaveAttribute('href', title.includes('alerts') ? '/alerts' : '/scans');
  }
  const allTime = page.getByRole('link', { name: /^All time scans/ });
  await expect(allTime).not.toContainText(/^All time scans\s*0\b/);

  // The heatmap: weekday labels, month labels, coloured days and the legend.
  const heatmap = page.getByRole('grid', { name: 'Scans per day in the last 12 months' });
  await expect(heatmap).toBeVisible();
  for (const day of ['Mon', 'Wed', 'Fri']) {
    await expect(heatmap.getByRole('rowheader', { name: new RegExp(day) })).toContainText(day);
  }
  await expect(heatmap.getByRole('columnheader').first()).toBeVisible();
  expect(await heatmap.locator('td[data-level]:not([data-level="0"])').count()).toBeGreaterThan(0);
  const scale = page.getByRole('list', { name: 'Colour scale' });
  await expect(scale.getByRole('listitem')).toHaveCount(6);
  await expect(scale.getByRole('listitem').last()).toHaveAttribute('title', '5,000+ scans');
  await expect(page.getByText('Less', { exact: true })).toBeVisible();
  await expect(page.getByText('More', { exact: true })).toBeVisible();
  // A tooltip names the day under the pointer.
  const busyDay = heatmap.locator('td[data-level]:not([data-level="0"])').last();
  await busyDay.hover();
  await expect(page.locator('[data-heatmap-tip]')).toHaveText(
    /^[\d,]+ scans? on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );

  // The map: titled, markers without tiles, alerts apart, the offline note.
  await expect(page.getByRole('heading', { name: 'Recent Scans and Alerts' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Recent Scans and Alerts' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('path.vert-marker').first()).toBeAttached();
  expect(await map.locator('path.vert-marker').count()).toBeGreaterThan(1);
  await expect(map.getByText('Scan', { exact: true })).toBeVisible();
  await expect(map.getByText('Alert', { exact: true })).toBeVisible();
  await expect(map.getByText('Map tiles unavailable')).toBeVisible();
  await expect(map.locator('.leaflet-container')).toHaveAttribute('tabindex', '0');

  // Latest Activity: dated items with name, e-mail and scan count.
  await expect(page.getByRole('heading', { name: 'Latest Activity' })).toBeVisible();
  const activity = page.getByRole('list', { name: 'Latest Activity' });
  const first = activity.getByRole('listitem').first();
  await expect(first).toContainText(/@/);
  await expect(first).toContainText(/[\d,]+ scans?/);
  await expect(first).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);

  await screenshot(page, 'overview-desktop');
  await expectAccessible(page, '/overview');
});

test('a map point opens its scan; the points list reaches them by keyboard', async ({ page }) => {
  await openNorthgate(page);
  const map = page.getByRole('region', { name: 'Recent Scans and Alerts' });
  const marker = map.locator('path.vert-marker-alert, path.vert-marker-scan').last();
  await expect(marker).toBeAttached();
  await marker.dispatchEvent('click');
  const popupLink = map.locator('.leaflet-popup').getByRole('link', { name: 'View details' });
  await expect(popupLink).toBeVisible();
  await expect(popupLink).toHaveAttribute('href', /^\/scans\/[0-9a-f-]{36}$/);

  await map.getByRole('button', { name: /^List of \d+ points$/ }).click();
  const listed = map.getByRole('link').filter({ hasText: /·/ });
  expect(await listed.count()).toBeGreaterThan(1);
  await expect(listed.first()).toHaveAttribute('href', /^\/scans\/[0-9a-f-]{36}$/);
  await screenshot(page, 'overview-map-list');
  await expectAccessible(page, '/overview with the points list open');
  await page.keyboard.press('Escape');
  await expect(map.getByRole('button', { name: /^List of/ })).toBeFocused();
});

test('a counter card opens the scans screen', async ({ page }) => {
  await openNorthgate(page);
  await page.getByRole('link', { name: /^Recent scans/ }).click();
  await expect(page).toHaveURL(/\/scans$/);
});

test('the overview fits tablets and phones; the heatmap scrolls sideways', async ({ page }) => {
  await openNorthgate(page);
  await expect(page.getByRole('grid')).toBeVisible();

  await page.setViewportSize({ width: 820, height: 1100 });
  const cards = COUNTERS.map((t) => page.getByRole('link', { name: new RegExp(`^${t}`) }));
  const boxes = await Promise.all(cards.map((c) => c.boundingBox()));
  // Two across on a tablet.
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  await screenshot(page, 'overview-tablet');

  await page.setViewportSize({ width: 390, height: 844 });
  const scroller = page.getByRole('grid').locator('xpath=..');
  const { scrollWidth, clientWidth, scrollLeft } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollLeft: el.scrollLeft,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(scrollLeft).toBeGreaterThanOrEqual(0);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'overview-phone');
  await expectAccessible(page, '/overview on a phone');
});
