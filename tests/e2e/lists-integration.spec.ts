import { expect, test } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

test('an integration list shows its vendors and asks the vendor about one plate', async ({
  page,
}) => {
  await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
  await page.goto('/lists');
  // The row is a link over its cells (a click on any of them opens the list).
  await page
    .getByRole('table', { name: 'Lists' })
    .getByRole('link', { name: 'Open ParkMobile Zone 4410' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ParkMobile Zone 4410' })).toBeVisible();

  const vendors = page.getByRole('group', { name: 'Vendors' });
  await expect(vendors).toContainText(/ParkMobile/);
  // Integration lists take no plates by hand and no CSV upload.
  await expect(page.getByRole('button', { name: 'Add a plate' })).toHaveCount(0);
  await expect(page.getByText('Bulk upload plates (CSV)')).toHaveCount(0);
  await expectAccessible(page, 'integration list');
  await screenshot(page, 'list-integration');

  // Check-each: the search asks the vendor.
  const firstPlate = (
    await page.locator('tbody tr[aria-rowindex] td:nth-child(2)').first().innerText()
  ).trim();
  await page.getByLabel('Search plate or name').fill(firstPlate.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('tbody tr[aria-rowindex]').first()).toContainText(firstPlate);
  await page.getByRole('button', { name: 'Clear search' }).click();
});
