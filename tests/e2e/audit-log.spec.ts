import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

/**
 * Settings → Audit log (issue 30 item 3): a super administrator adds a plate to a list and edits
 * it, opens the audit log, filters it by that plate (the filter lands in the URL), sees both
 * events with the values before and after, and exports the filtered log as CSV. The plate is
 * this journey's own (journeys share one demo database).
 */
test('a plate change shows in the audit log, filtered by plate, and in its CSV export', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const plate = `AUD${suffix}`;
  const listName = `E2E Audit ${suffix}`;
  await signInToOrg(page, 'super@demo.test', NORTHGATE);

  // A change that names a plate: a new list, a plate on it, then an edit of the plate.
  await page.goto('/lists');
  await page.getByRole('button', { name: 'Add list' }).click();
  const addList = page.getByRole('dialog', { name: 'Add list' });
  await addList.getByLabel('List name').fill(listName);
  await addList.getByLabel('Allow').check();
  await addList.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await page.getByRole('button', { name: 'Add a plate' }).click();
  const addPlate = page.getByRole('dialog', { name: 'Add a plate' });
  await addPlate.getByLabel(/^Plate/).fill(plate.toLowerCase());
  await addPlate.getByLabel('Name').fill('Audit Journey');
  await addPlate.getByRole('button', { name: 'Add plate' }).click();
  await expect(addPlate).toBeHidden();
  await page.getByRole('button', { name: `Edit plate ${plate}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit plate' });
  await edit.getByLabel('Name').fill('Audit Journey Edited');
  await edit.getByRole('button', { name: 'Save plate' }).click();
  await expect(page.getByText('Audit Journey Edited')).toBeVisible();

  // Settings → Audit log, filtered by the plate.
  await page.goto('/team-management');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Plate' }).fill(plate.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`plate=${plate.toLowerCase()}`));
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Edited plate ${plate} on the list “${listName}”`);
  await expect(rows.nth(1)).toContainText('Audit Journey');
  await expect(rows.nth(1)).toContainText('Audit Journey Edited');
  await expect(rows.nth(1)).toContainText('Sam Rivera');
  await expect(rows.nth(2)).toContainText(`Added plate ${plate} to the list “${listName}”`);
  await expectAccessible(page, '/audit-log filtered by plate');
  await screenshot(page, 'audit-log-plate');

  // The filtered log as CSV: the same two events.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const records: string[][] = parse(await readFile((await download.path()) as string, 'utf8'));
  expect(records[0]).toEqual([
    'When (UTC)',
    'Who',
    'Email',
    'Kind',
    'What',
    'Plate',
    'Before',
    'After',
    'Action',
  ]);
  expect(records.slice(1).map((r) => [r[1], r[3], r[4], r[5], r[6], r[7]])).toEqual([
    [
      'Sam Rivera',
      'Lists',
      `Edited plate ${plate} on the list “${listName}”`,
      plate,
      'Name: Audit Journey',
      'Name: Audit Journey Edited',
    ],
    ['Sam Rivera', 'Lists', `Added plate ${plate} to the list “${listName}”`, plate, '', ''],
  ]);

  // A plate nobody changed: the empty state.
  await page.goto('/audit-log?plate=NOBODY0');
  await expect(page.getByText('No entries match these filters')).toBeVisible();
});
