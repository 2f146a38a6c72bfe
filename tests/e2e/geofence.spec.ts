import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

/** Adds a digital chalking rule (a time-limit list) and answers its uuid. */
async function addRule(page: Page, name: string): Promise<string> {
  await page.goto('/timelimit');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel('Rule name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Add rule' }).click();
  await expect(page).toHaveURL(/\/timelimit\/[0-9a-f-]{36}\/rule$/);
  return page.url().split('/').at(-2)!;
}

test.describe('geofence', () => {
  test('search an address, draw, save, reload, remove', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    const uuid = await addRule(page, `E2E geofence ${Date.now()}`);

    await page.getByRole('link', { name: 'Geofence' }).click();
    await expect(page).toHaveURL(`/timelimit/${uuid}/geofence`);
    const map = page.getByRole('region', { name: 'Geofence map' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByText(/^No geofence yet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save & activate geofence' })).toBeDisabled();

    // Too short an address is not searched; a known one moves the map to zoom 17.
    const search = page.getByRole('searchbox', { name: 'Search address' });
    await search.fill('Ann');
    await search.press('Enter');
    await expect(page.getByText('Please enter more than 5 characters.')).toBeVisible();
    await search.fill('Northgate University');
    await search.press('Enter');
    await expect(page.getByText('Please enter more than 5 characters.')).toBeHidden();

    // Draw: three clicks on the map, then the first point again.
    const box = (await map.boundingBox())!;
    const points = [
      { x: box.x + box.width * 0.35, y: box.y + box.height * 0.35 },
      { x: box.x + box.width * 0.65, y: box.y + box.height * 0.4 },
      { x: box.x + box.width * 0.5, y: box.y + box.height * 0.7 },
    ];
    for (const p of points) {
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(150);
    }
    await page.mouse.click(points[0].x, points[0].y);
    await expect(page.getByText(/^Unsaved geofence/)).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('stroke-dasharray', /8/);
    await screenshot(page, 'geofence-drawn');

    const saveRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes(`/api/geofence/${uuid}`),
    );
    await page.getByRole('button', { name: 'Save & activate geofence' }).click();
    const sent = (await saveRequest).postDataJSON() as { coords: unknown[]; zoom: number };
    expect(sent.coords).toHaveLength(3);
    expect(sent.zoom).toBe(17);
    await expect(page.getByText(messages.geofenceSaved, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Active geofence/)).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('stroke', '#1d53ee');
    await expectAccessible(page, '/timelimit/{uuid}/geofence saved');
    await screenshot(page, 'geofence-saved');

    // The saved geofence comes back after a reload, on the list's own geofence screen too.
    await page.goto(`/lists/${uuid}/geofence`);
    await expect(page.getByRole('navigation', { name: 'List sections' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'List sections' }).getByRole('link', { name: 'Plates' }),
    ).toHaveAttribute('href', `/lists/${uuid}`);
    await expect(page.getByText(/^Active geofence/)).toBeVisible();
    const reloaded = page
      .getByRole('region', { name: 'Geofence map' })
      .locator('path.leaflet-interactive');
    await expect(reloaded).toHaveCount(1);
    // Framed on the saved polygon: it is drawn at a readable size, not a dot.
    const shape = (await reloaded.boundingBox())!;
    expect(shape.width).toBeGreaterThan(100);
    await expectAccessible(page, '/lists/{uuid}/geofence');
    await screenshot(page, 'geofence-list');

    await page.getByRole('button', { name: 'Remove geofence' }).click();
    await expect(page.getByText('Your geofence has been removed.')).toBeVisible();
    await expect(page.getByText(/^No geofence yet/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^No geofence yet/)).toBeVisible();
    await screenshot(page, 'geofence-removed');

    // Clean up the rule.
    await page.goto(`/timelimit/${uuid}/rule`);
    await page.getByRole('button', { name: 'Delete rule' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await expect(page).toHaveURL(/\/timelimit$/);
  });

  test('a list with no geofence: the toolbar starts the one drawing tool (issue 18 item 17)', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    const uuid = await createList(page, `E2E one drawing tool ${Date.now()}`);
    await page.goto(`/lists/${uuid}/geofence`);
    const map = page.getByRole('region', { name: 'Geofence map' });
    await expect(page.getByText(/^No geofence yet/)).toBeVisible();
    const box = (await map.boundingBox())!;
    // The tooltip follows the pointer: bring it onto the map, then use the toolbar.
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    const tooltips = map.locator('.leaflet-draw-tooltip');
    await expect(tooltips).toHaveCount(1);
    await map.locator('a.leaflet-draw-draw-polygon').click();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    await expect(tooltips).toHaveCount(1);
    await expect(tooltips).toHaveText('Click to start drawing shape.');

    const points = [
      { x: box.x + box.width * 0.35, y: box.y + box.height * 0.35 },
      { x: box.x + box.width * 0.65, y: box.y + box.height * 0.4 },
      { x: box.x + box.width * 0.5, y: box.y + box.height * 0.7 },
    ];
    for (const p of points) {
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(150);
    }
    await page.mouse.click(points[0].x, points[0].y);
    await expect(page.getByText(/^Unsaved geofence/)).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(tooltips).toHaveCount(0);
    await screenshot(page, 'geofence-toolbar-drawn');
    await deleteList(page, uuid);
  });

  test('a list’s Plates and Geofence tabs share one header; the organisation name is whole at 820 px (issue 18 item 16)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    const name = `E2E one header ${Date.now()}`;
    const uuid = await createList(page, name);

    const layout = async () => {
      const back = page.getByRole('link', { name: 'All lists' });
      await expect(back).toHaveAttribute('href', '/lists');
      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeVisible();
      await expect(page.getByText('Allow list')).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'List sections' });
      return {
        back: (await back.boundingBox())!,
        title: (await title.boundingBox())!,
        menu: (await menu.boundingBox())!,
      };
    };
    await page.goto(`/lists/${uuid}`);
    const plates = await layout();
    const welcome = page.locator('header p', { hasText: 'Welcome,' });
    await expect(welcome).toContainText(NORTHGATE);
    // Not cut with '…': the text fits its box.
    expect(await welcome.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'list-header-820-plates');
    await page.goto(`/lists/${uuid}/geofence`);
    await expect(page.getByRole('region', { name: 'Geofence map' })).toBeVisible();
    const geofence = await layout();
    await screenshot(page, 'list-header-820-geofence');
    for (const part of ['back', 'title', 'menu'] as const) {
      expect(Math.abs(geofence[part].x - plates[part].x)).toBeLessThanOrEqual(1);
      expect(Math.abs(geofence[part].y - plates[part].y)).toBeLessThanOrEqual(1);
    }
    await deleteList(page, uuid);
  });
});

/** Creates an allow list through the BFF (same origin, the page's session) and answers its uuid. */
async function createList(page: Page, name: string): Promise<string> {
  return page.evaluate(async (listName) => {
    const res = await fetch('/api/lists', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: listName, type: 0 }),
    });
    return ((await res.json()) as { uuid: string }).uuid;
  }, name);
}

async function deleteList(page: Page, uuid: string): Promise<void> {
  await page.evaluate(async (id) => {
    await fetch(`/api/lists/${id}`, { method: 'DELETE' });
  }, uuid);
}
