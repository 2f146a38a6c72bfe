import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const HEADER = 'plate,name,email,label,label2,labelHex,make,model,color,expiresAt';

async function openLists(page: Page) {
  await signInToOrg(page, 'admin@demo.test', NORTHGATE);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/lists');
  await expect(page.getByRole('heading', { level: 1, name: /^Lists \(\d[\d,]*\)$/ })).toBeVisible();
}

test.describe('lists', () => {
  test('create a list, add a plate, upload a CSV, search, download, delete', async ({ page }) => {
    await openLists(page);
    const table = page.getByRole('table', { name: 'Lists' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Plate count',
      'Type',
      'Created by',
      'Created on',
    ]);
    await expect(page.getByRole('heading', { name: 'List types' })).toBeVisible();
    await expectAccessible(page, '/lists');
    await screenshot(page, 'lists');

    // Create an allow list.
    await page.getByRole('button', { name: 'Add list' }).click();
    const addList = page.getByRole('dialog', { name: 'Add list' });
    await expect(addList.getByLabel('List name')).toBeFocused();
    await addList.getByRole('button', { name: 'Create list' }).click();
    await expect(addList.getByText('Please enter a list name.')).toBeVisible();
    await addList.getByLabel('List name').fill('E2E Visitors');
    await addList.getByLabel('Hot').check();
    await addList.getByLabel('Allow').check();
    await expectAccessible(page, 'Add list dialog');
    await screenshot(page, 'lists-add-dialog');
    await addList.getByRole('button', { name: 'Create list' }).click();

    await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Visitors' })).toBeVisible();
    await expect(page.getByText('Allow list')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'List' }).getByRole('link', { name: 'Geofence' }),
    ).toHaveAttribute('href', /\/geofence$/);
    await expect(page.getByText('No plates on this list yet.')).toBeVisible();
    await expectAccessible(page, 'list detail (empty)');

    // Add a plate.
    await page.getByRole('button', { name: 'Add a plate' }).click();
    const addPlate = page.getByRole('dialog', { name: 'Add a plate' });
    await addPlate.getByLabel(/^Plate/).fill('e2e-01 x');
    await expect(addPlate.getByLabel(/^Plate/)).toHaveValue('E2E01X');
    await addPlate.getByLabel('Name').fill('Erin Example');
    await addPlate.getByLabel('Label colour (hex)').fill('#12ab34');
    await addPlate.getByLabel('Make').fill('Honda');
    await expectAccessible(page, 'Add a plate dialog');
    await screenshot(page, 'lists-add-plate');
    await addPlate.getByRole('button', { name: 'Add plate' }).click();
    await expect(addPlate).toBeHidden();
    await expect(page.getByRole('cell', { name: 'E2E01X', exact: true })).toBeVisible();
    await expect(page.getByText('1 plate', { exact: true })).toBeVisible();

    // Upload a CSV (replaces the plates).
    await expect(page.getByText('replaces all plates')).toBeVisible();
    const fileInput = page.locator('#plates-csv-file');
    await fileInput.setInputFiles({
      name: 'plates.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText(messages.unsupportedFileType)).toBeVisible();
    const rows = [
      HEADER,
      'CSV001,Casey Upload,casey@demo.test,Staff,,#FF8800,Toyota,Corolla,Blue,12/31/2030',
      ',skipped row,,,,,,,,',
      'CSV002,"=HYPERLINK(""x"")",,,,,,,,',
      'CSV003,Cleo,,,,,,,,2031-01-15',
    ].join('\n');
    await fileInput.setInputFiles({
      name: 'plates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows),
    });
    await expect(page.getByText('Selected: plates.csv')).toBeVisible();
    await expectAccessible(page, 'CSV upload ready');
    await page.getByRole('button', { name: 'Upload and replace plates' }).click();
    await expect(page.getByText(messages.platesUploaded)).toBeVisible();
    await expect(page.getByText('1 row without a plate skipped')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'CSV001', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'E2E01X', exact: true })).toBeHidden();
    await expect(page.getByText('3 plates', { exact: true })).toBeVisible();
    await expectAccessible(page, 'list detail with plates');
    await screenshot(page, 'list-detail');

    // Search by name, then an empty search, then clear.
    await page.getByLabel('Search plate or name').fill('casey');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('cell', { name: 'CSV001', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'CSV003', exact: true })).toBeHidden();
    await page.getByLabel('Search plate or name').fill('nomatch999');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(messages.noPlateFound)).toBeVisible();
    await screenshot(page, 'list-search-empty');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('cell', { name: 'CSV003', exact: true })).toBeVisible();

    // Edit a plate.
    await page.getByRole('button', { name: 'Edit plate CSV003' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit plate' });
    await expect(edit.getByLabel('Name')).toHaveValue('Cleo');
    await edit.getByLabel('Name').fill('Cleo Edited');
    await expectAccessible(page, 'Edit plate dialog');
    await edit.getByRole('button', { name: 'Save plate' }).click();
    await expect(page.getByText('Cleo Edited')).toBeVisible();

    // Download the CSV.
    await page.getByRole('button', { name: 'Options' }).click();
    await expectAccessible(page, 'Options menu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download vehicle list as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('e2e-visitors-plates.csv');
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.split('\n')[0]).toBe(HEADER);
    expect(text).toContain('CSV001,Casey Upload');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);

    // Delete a plate.
    await page.getByRole('button', { name: 'Delete plate CSV002' }).click();
    const delPlate = page.getByRole('dialog', { name: 'Delete plate' });
    await expectAccessible(page, 'Delete plate dialog');
    await delPlate.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name: 'CSV002', exact: true })).toBeHidden();

    // Delete the list.
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const delList = page.getByRole('dialog', { name: 'Delete list' });
    await expectAccessible(page, 'Delete list dialog');
    await screenshot(page, 'list-delete-dialog');
    await delList.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole('row', { name: 'Open E2E Visitors' })).toHaveCount(0);
  });
});
