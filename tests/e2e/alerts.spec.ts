import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const COLUMNS = [
  'IMAGE',
  'PLATE SCAN',
  'PLATE',
  'CAPTURED AT',
  'LAST CHALKED',
  'SCANNED AGAINST',
  'STATUS',
  'CAPTURED BY',
];

function alertsTable(page: Page) {
  return page.getByRole('table', { name: 'Alerts' });
}

function alertRows(page: Page) {
  return alertsTable(page).getByRole('row', { name: /^Open alert / });
}

async function openAlerts(page: Page) {
  await signInToOrg(page, 'admin@demo.test', NORTHGATE);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/alerts');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Alerts \(\d[\d,]*\)$/ }),
  ).toBeVisible();
  await expect(alertRows(page)).toHaveCount(100);
}

async function alertCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 1, name: /^Alerts \(/ }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('alerts', () => {
  test('columns, list chip, page field, enlarged image and a row to the detail', async ({
    page,
  }) => {
    await openAlerts(page);
    const headers = await alertsTable(page).getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 8).map((h) => h.trim())).toEqual(COLUMNS);
    expect(headers).toHaveLength(9);
    await expect(
      alertsTable(page).getByRole('columnheader').last().getByRole('checkbox'),
    ).toBeVisible();
    await expectAccessible(page, '/alerts');
    await screenshot(page, 'alerts-list');

    // The page field jumps on Enter.
    const pageField = page.getByRole('spinbutton', { name: 'Page' });
    await pageField.fill('2');
    await pageField.press('Enter');
    await expect(page).toHaveURL(/\/alerts\?page=2$/);
    await expect(alertRows(page)).toHaveCount(100);

    // A list chip: only that list's alerts, the count follows.
    const all = await alertCount(page);
    const chips = page.getByRole('group', { name: 'Show alerts of' });
    const listName = (await alertRows(page).first().locator('td').nth(5).innerText()).trim();
    await chips.getByRole('button', { name: listName, exact: true }).click();
    await expect(page).toHaveURL(/\/alerts\?list=[0-9a-f-]+$/);
    await expect(chips.getByRole('button', { name: listName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const against = alertsTable(page).locator('tbody tr td:nth-child(6)');
    await expect
      .poll(async () => [...new Set((await against.allInnerTexts()).map((t) => t.trim()))])
      .toEqual([listName]);
    expect(await alertCount(page)).toBeLessThanOrEqual(all);
    await screenshot(page, 'alerts-list-chip');
    const listUrl = page.url();

    // The image enlarges without leaving the list.
    await alertRows(page)
      .first()
      .getByRole('button', { name: /^Enlarge image of / })
      .click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.getByRole('img')).toBeVisible();
    await expect(page).toHaveURL(listUrl);
    await expectAccessible(page, '/alerts enlarged image');
    await screenshot(page, 'alerts-image');
    await lightbox.getByRole('button', { name: 'Close image' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(listUrl);

    // A row opens the scan; the back link returns to the alerts as they were.
    await alertRows(page).nth(1).click();
    await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}\?from=alerts$/);
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByText(/^Alert for /).first()).toBeVisible();
    await expectAccessible(page, '/scans/{uuid} from alerts');
    await screenshot(page, 'alert-detail');
    const uuid = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('link', { name: 'Back to Alerts' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(chips.getByRole('button', { name: listName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // /alerts/{uuid} shows the same detail screen for the alert.
    await page.goto(`/alerts/${uuid}`);
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Back to Alerts' }).click();
    await expect(page).toHaveURL(listUrl);
  });

  test('search plate, clear search and delete', async ({ page }) => {
    await openAlerts(page);
    const prefix = (await alertRows(page).nth(3).locator('td').nth(2).innerText()).slice(0, 1);

    await page.getByRole('button', { name: 'Search plate' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('textbox', { name: 'Plate' });
    await field.fill(prefix.toLowerCase());
    await expect(field).toHaveValue(prefix.toUpperCase());
    await expectAccessible(page, '/alerts search dialog');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/alerts\\?q=${prefix.toUpperCase()}$`));
    // The search answer replaces the page (the footer counts results, no paging).
    await expect(page.getByText(/^\d[\d,]* results?$/)).toBeVisible();
    const plates = await alertsTable(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(plates.length).toBeGreaterThan(0);
    for (const plate of plates) expect(plate.startsWith(prefix.toUpperCase())).toBe(true);
    expect(await alertCount(page)).toBe(plates.length);
    await screenshot(page, 'alerts-search');

    // Delete two of the results, after the confirmation.
    const labels: string[] = [];
    for (const i of [0, 1]) {
      const row = alertRows(page).nth(i);
      labels.push((await row.getAttribute('aria-label')) ?? '');
      await row.getByRole('checkbox').check();
    }
    const before = await alertCount(page);
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(messages.deleteConfirm)).toBeVisible();
    await expectAccessible(page, '/alerts delete confirmation');
    await screenshot(page, 'alerts-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete (2)' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 alerts deleted.' })).toBeVisible();
    for (const label of labels) await expect(page.getByRole('row', { name: label })).toHaveCount(0);
    await expect.poll(() => alertCount(page)).toBe(before - 2);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(alertRows(page)).toHaveCount(100);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });
});
