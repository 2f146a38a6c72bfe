import type { ListsResponse } from '@/lib/contract/lists/bff';
import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';
import { uploadScan } from './support/patrol';

/**
 * Live alerts (issue 29 item 4): with /alerts open, the patrol app uploads a scan of a hot-list
 * plate; without a reload the "1 new alert" pill appears and the rows stay where they are;
 * pressing it shows the alert at the top. The same on /overview's Latest Activity. The stream
 * is answered by the production server (fast path) as an event stream, never compressed.
 */
const NORTHGATE = 'Northgate University Parking';

/**
 * A plate of this journey's own on the first hot list: the seeded hot plates belong to other
 * journeys (the scan-to-citation journey opens the newest alert of DKW5170), and an alert this
 * journey raises must not become theirs.
 */
async function hotPlate(page: Page): Promise<string> {
  const { lists } = (await (await page.request.get('/api/lists')).json()) as ListsResponse;
  const hot = lists.find((l) => l.type === 1);
  expect(hot).toBeDefined();
  const plate = `LIVE${String(Date.now()).slice(-6)}`;
  const origin = new URL(page.url()).origin;
  const added = await page.request.post(`/api/lists/${hot!.uuid}/plates`, {
    headers: { origin },
    data: { plate, name: 'Live alerts journey' },
  });
  expect(added.ok()).toBe(true);
  return plate;
}

const firstRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Alerts' })
    .getByRole('row', { name: /^Open alert / })
    .first();

test.describe('live alerts', () => {
  test('a new alert appears on /alerts without reload, in the pill, then at the top', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const plate = await hotPlate(page);
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/alerts/stream'));
    await page.goto('/alerts');
    const answer = await stream;
    // The production server's answer: an event stream nothing compresses or buffers.
    const headers = answer.headers();
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['cache-control']).toContain('no-transform');
    expect(headers['x-accel-buffering']).toBe('no');

    const before = await firstRow(page).getAttribute('aria-label');
    expect(before).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const sound = page.getByRole('switch', { name: 'Sound for hot-list matches' });
    await expect(sound).toHaveAttribute('aria-checked', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-checked', 'true');

    const scan = await uploadScan(page, plate);
    expect(scan.isAlert).toBe(true);
    const pill = page.getByRole('button', { name: '1 new alert' });
    await expect(pill).toBeVisible();
    // Same document, rows where they were.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(firstRow(page)).toHaveAttribute('aria-label', before!);
    await expectAccessible(page, '/alerts with new alerts');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `live-alerts-pill-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await pill.click();
    await expect(firstRow(page)).toHaveAttribute('aria-label', new RegExp(`^Open alert ${plate},`));
    await expect(firstRow(page).getByRole('link', { name: /^Open alert / })).toHaveAttribute(
      'href',
      `/scans/${scan.uuid}?from=alerts`,
    );
    await expect(page.getByRole('button', { name: /new alert/ })).toHaveCount(0);
    // The sound setting is kept in this browser.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sound for hot-list matches' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test("/overview's latest activity lists a new alert once its pill is pressed", async ({
    page,
  }) => {
    // The stream answers once it has its starting cursor: a scan after that is new.
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/alerts/stream'));
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await stream;
    const plate = await hotPlate(page);
    await expect(page.getByRole('switch', { name: 'Sound for hot-list matches' })).toBeVisible();
    const scan = await uploadScan(page, plate);
    const pill = page.getByRole('button', { name: '1 new alert' });
    await expect(pill).toBeVisible();
    await pill.click();
    const listed = page.getByRole('list', { name: 'New alerts' });
    await expect(listed.getByRole('link', { name: new RegExp(plate) })).toHaveAttribute(
      'href',
      `/scans/${scan.uuid}?from=alerts`,
    );
    await expectAccessible(page, '/overview with new alerts');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `live-alerts-overview-${width}`);
    }
  });
});
