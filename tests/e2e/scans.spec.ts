import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

/** The data rows of the scans table (rows that open a scan). */
function scanRows(page: Page) {
  return page.getByRole('table', { name: 'Scans' }).getByRole('row', { name: /^Open scan / });
}

async function openScans(page: Page) {
  await signInToOrg(page, 'admin@demo.test', NORTHGATE);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/scans');
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  await expect(scanRows(page)).toHaveCount(100);
}

test.describe('scans', () => {
  test('page field, member chip, search, and the view kept after a detail', async ({ page }) => {
    await openScans(page);
    await expectAccessible(page, '/scans');
    await screenshot(page, 'scans-list');

    const pageField = page.getByRole('spinbutton', { name: 'Page' });
    const firstPlate = await scanRows(page).first().getAttribute('aria-label');

    // The page field jumps on Enter; values below 1 become 1.
    await pageField.fill('3');
    await pageField.press('Enter');
    await expect(page).toHaveURL(/\/scans\?page=3$/);
    await expect(pageField).toHaveValue('3');
    await expect(scanRows(page)).toHaveCount(100);
    await expect(scanRows(page).first()).not.toHaveAttribute('aria-label', firstPlate ?? '');
    await pageField.fill('0');
    await pageField.press('Enter');
    await expect(page).toHaveURL(/\/scans$/);
    await expect(pageField).toHaveValue('1');

    // Back/forward step through the pages.
    await page.goBack();
    await expect(page).toHaveURL(/\/scans\?page=3$/);
    await expect(pageField).toHaveValue('3');

    // A member chip shows only that member's scans.
    const chips = page.getByRole('group', { name: 'Show scans of' });
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chips.getByRole('button', { name: 'Pat Lee' }).click();
    await expect(page).toHaveURL(/\/scans\?member=[0-9a-f-]+$/);
    await expect(chips.getByRole('button', { name: 'Pat Lee' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/scans? by Pat Lee/)).toBeVisible();
    const capturedBy = page
      .getByRole('table', { name: 'Scans' })
      .locator('tbody tr td:nth-child(7)');
    await expect(capturedBy.first()).toHaveText('Pat Lee');
    expect(new Set(await capturedBy.allInnerTexts())).toEqual(new Set(['Pat Lee']));
    await screenshot(page, 'scans-member');

    // Page 2 of the member, then a detail, then back: the view is as it was.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/scans\?member=[0-9a-f-]+&page=2$/);
    await expect(pageField).toHaveValue('2');
    await expect(page.getByText(/^101–200 of /)).toBeVisible();
    const listUrl = page.url();
    await scanRows(page).nth(4).click();
    await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Scans' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(pageField).toHaveValue('2');
    await expect(chips.getByRole('button', { name: 'Pat Lee' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Leaving through another tab and coming back through the Scans tab keeps it too.
    await page.getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL(/\/alerts/);
    await page.getByRole('link', { name: 'Scans', exact: true }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(pageField).toHaveValue('2');
    await page.reload();
    await expect(pageField).toHaveValue('2');

    // Search upper-cases as you type, is not paged, and Clear search goes back to All.
    const search = page.getByRole('searchbox', { name: 'Search by plate' });
    const prefix = (await scanRows(page).first().locator('td').nth(2).innerText()).slice(0, 2);
    await search.fill(prefix.toLowerCase());
    await expect(search).toHaveValue(prefix.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/scans\\?q=${prefix.toUpperCase()}$`));
    // The search answer replaces the page (the footer counts results, no paging).
    await expect(page.getByText(/^\d[\d,]* results?$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Scans pages' })).toHaveCount(0);
    const plates = await page
      .getByRole('table', { name: 'Scans' })
      .locator('tbody tr td:nth-child(3)')
      .allInnerTexts();
    expect(plates.length).toBeGreaterThan(0);
    for (const plate of plates) expect(plate.startsWith(prefix.toUpperCase())).toBe(true);
    await expectAccessible(page, '/scans search');
    await screenshot(page, 'scans-search');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/scans$/);
    await expect(search).toHaveValue('');
    await expect(scanRows(page)).toHaveCount(100);
  });

  test('a one-letter search says it shows the newest 500 of every match (issue 18 item 5)', async ({
    page,
  }) => {
    await openScans(page);
    const search = page.getByRole('searchbox', { name: 'Search by plate' });
    // One letter matches more than the 500 a search answers: the footer says so (issue 18 item 5).
    await search.fill('v');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/scans\?q=V$/);
    await expect(
      page.getByText(
        /^Showing the newest 500 of \d{1,3}(,\d{3})* results\. Type more of the plate to narrow the search\.$/,
      ),
    ).toBeVisible();
    await screenshot(page, 'scans-search-newest');
  });

  test('multi-delete asks first and removes the rows', async ({ page }) => {
    await openScans(page);
    const pageField = page.getByRole('spinbutton', { name: 'Page' });
    await pageField.fill('4');
    await pageField.press('Enter');
    await expect(page).toHaveURL(/page=4$/);
    await expect(page.getByText(/^301–400 of /)).toBeVisible();
    await expect(scanRows(page)).toHaveCount(100);

    const rows = scanRows(page);
    const labels: string[] = [];
    for (const i of [0, 1, 2]) {
      const row = rows.nth(i);
      labels.push((await row.getAttribute('aria-label')) ?? '');
      await row.getByRole('checkbox').check();
    }
    const del = page.getByRole('button', { name: 'Delete (3)' });
    await expect(del).toBeVisible();
    await del.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: messages.deleteConfirm })).toBeVisible();
    await expectAccessible(page, '/scans delete confirmation');
    await screenshot(page, 'scans-delete-confirm');
    // Cancel keeps everything.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('row', { name: labels[0] })).toBeVisible();

    await del.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete (3)' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 scans deleted.' })).toBeVisible();
    for (const label of labels) await expect(page.getByRole('row', { name: label })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);
    await expect(scanRows(page)).toHaveCount(100);
  });

  test('scan detail: image, history, edit plate and delete', async ({ page }) => {
    await openScans(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByText(/^101–200 of /)).toBeVisible();
    await scanRows(page).nth(10).click();
    await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}$/);
    const detailUrl = page.url();

    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plate history' })).toBeVisible();
    await expect(page.getByText('This scan')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Map of where / })).toBeVisible();
    const details = page.locator('dl');
    await expect(details.getByText('Confidence')).toBeVisible();
    await expect(details.locator('dd').nth(3)).toHaveText(/^\d{1,3}%$/);
    await expect(details.getByText('Last chalked')).toBeVisible();
    await expectAccessible(page, '/scans/{uuid}');
    await screenshot(page, 'scan-detail');

    // The full image enlarges in a dialog.
    await page.getByRole('button', { name: /^Enlarge image of / }).click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.getByRole('img')).toBeVisible();
    await expectAccessible(page, 'scan image enlarged');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Edit plate: upper-cased as typed, required.
    await page.getByRole('button', { name: 'Edit plate' }).click();
    const edit = page.getByRole('dialog');
    const field = edit.getByRole('textbox', { name: 'Plate' });
    await field.fill('');
    await edit.getByRole('button', { name: 'Save plate' }).click();
    await expect(edit.getByText('Please enter a plate.')).toBeVisible();
    await field.fill('e2e42x');
    await expect(field).toHaveValue('E2E42X');
    await expectAccessible(page, 'edit plate dialog');
    await screenshot(page, 'scan-edit-plate');
    await edit.getByRole('button', { name: 'Save plate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E42X' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Plate changed to E2E42X.' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Plate history of E2E42X' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E42X' })).toBeVisible();

    // Delete asks, then returns to the list as it was left.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: messages.deleteConfirm }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/scans\?page=2$/);
    await page.goto(detailUrl);
    await expect(page.getByText(messages.scanNotFound)).toBeVisible();
    await expectAccessible(page, '/scans/{uuid} not found');
    await screenshot(page, 'scan-detail-not-found');
  });
});
