import { expect, test, type Page } from './support/test';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const RIVERSIDE = 'Riverside City Enforcement';
const NAME = 'E2E Double Parking';

/** Full-page screenshots at desktop (1280) and tablet (768) width. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, `${name}-768`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function fillType(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

async function submitExpecting(page: Page, text: string) {
  await page.getByRole('button', { name: 'Create violation type' }).click();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test.describe('violation types', () => {
  test('list, create with every §5 text, archive/unarchive, delete an unused type', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/citations/types');
    await expect(page.getByRole('heading', { level: 1, name: 'Violation Types' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate Vert Violations' })).toHaveCount(0);
    const active = page.getByRole('table', { name: 'Active violation types' });
    const archived = page.getByRole('table', { name: 'Archived violation types' });
    await expect(active.getByRole('link', { name: 'Expired Meter' })).toBeVisible();
    await expect(
      archived.getByRole('link', { name: 'Overtime Parking (2-hour zone)' }),
    ).toBeVisible();
    // A used type offers archive only; a never-used one offers delete.
    await expect(active.getByRole('button', { name: 'Delete Expired Meter' })).toHaveCount(0);
    await expect(
      active.getByRole('button', { name: 'Delete Blocking Loading Dock' }),
    ).toBeVisible();
    await expectAccessible(page, '/citations/types');
    await shoot(page, 'citations-types');

    // Create: every §5 text, in the order the rules apply.
    await page.getByRole('button', { name: 'Add a violation type' }).click();
    await expect(page).toHaveURL(/\/citations\/types\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add a violation type' }),
    ).toBeVisible();
    await submitExpecting(page, cm.citationNameRequired);
    await fillType(page, { 'Code or title': NAME });
    await submitExpecting(page, cm.citationDescriptionRequired);
    await fillType(page, { Description: 'Parked beside another vehicle.', 'Amount ($)': '-1' });
    await submitExpecting(page, cm.citationAmountInvalid);
    await fillType(page, { 'Amount ($)': '30', 'First late penalty ($)': '20' });
    await submitExpecting(page, cm.lateFee1BelowBase);
    await fillType(page, { 'First late penalty ($)': '45' });
    await submitExpecting(page, cm.lateDays1Required);
    await fillType(page, {
      'Days until the first late penalty': '10',
      'Second late penalty ($)': '40',
    });
    await submitExpecting(page, cm.lateFee2BelowLateFee1);
    await fillType(page, { 'Second late penalty ($)': '60' });
    await submitExpecting(page, cm.lateDays2Required);
    await fillType(page, {
      'First late penalty ($)': '0',
      'Days until the first late penalty': '',
    });
    await submitExpecting(page, cm.lateFee1First);
    await fillType(page, {
      'First late penalty ($)': '45',
      'Days until the first late penalty': '10',
      'Days until the second late penalty': '30',
    });
    await expectAccessible(page, '/citations/types/create');
    await shoot(page, 'citations-types-create');
    await page.getByRole('button', { name: 'Create violation type' }).click();
    await expect(page).toHaveURL(/\/citations\/types$/);
    await expect(active.getByRole('link', { name: NAME })).toBeVisible();

    // Edit: prices are read-only.
    await active.getByRole('link', { name: NAME }).click();
    await expect(page).toHaveURL(/\/citations\/types\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Amount ($)', exact: true })).toHaveValue(
      '30.00',
    );
    await expect(page.getByRole('textbox', { name: 'Amount ($)', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Double parked on a campus road.');
    await expectAccessible(page, '/citations/types/[id]/edit');
    await shoot(page, 'citations-types-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/citations\/types$/);

    // Delete the never-used new type.
    await active.getByRole('button', { name: `Delete ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${NAME}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(active.getByRole('link', { name: NAME })).toHaveCount(0);

    // Archive a used type, then unarchive it.
    await active.getByRole('button', { name: 'Archive Fire Lane' }).click();
    await page
      .getByRole('dialog', { name: 'Archive Fire Lane?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(archived.getByRole('link', { name: 'Fire Lane' })).toBeVisible();
    await archived.getByRole('button', { name: 'Unarchive Fire Lane' }).click();
    await page
      .getByRole('dialog', { name: 'Unarchive Fire Lane?' })
      .getByRole('button', { name: 'Unarchive' })
      .click();
    await expect(active.getByRole('link', { name: 'Fire Lane' })).toBeVisible();
  });

  test('Riverside without an account: the activation dialog and its failure text', async ({
    page,
  }) => {
    await signInToOrg(page, 'super@demo.test', RIVERSIDE);
    await page.goto('/citations/types');
    await expect(page.getByRole('table', { name: 'Active violation types' })).toContainText(
      'No violation types yet.',
    );
    await page.getByRole('button', { name: 'Add a violation type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vert Violations is not activated' });
    await expect(dialog.getByText(cm.activateViolationsFirst)).toBeVisible();
    await expectAccessible(page, '/citations/types (activation dialog)');
    await dialog.getByRole('button', { name: 'Activate Vert Violations' }).click();
    // Riverside has no subdomain: the account cannot be created.
    await expect(dialog.getByText(cm.activationFailed)).toBeVisible();
    await shoot(page, 'citations-types-activation');
  });
});

test.describe('violation settings and portal', () => {
  test('locations add/delete, read-only ticket copy, appeal window; Riverside gets the §8 text', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/citations/violation-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Violation Settings' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ticket locations' });
    await expect(
      table.getByRole('cell', { name: 'Central Visitor Lot', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/NORTHGATE UNIVERSITY PARKING SERVICES/)).toBeVisible();
    await page.getByLabel('New location').fill('E2E West Garage');
    await page.getByLabel('Latitude', { exact: true }).fill('42.28012');
    await page.getByLabel('Longitude', { exact: true }).fill('-83.74421');
    await page.getByRole('button', { name: 'Add location' }).click();
    await expect(table.getByRole('cell', { name: 'E2E West Garage', exact: true })).toBeVisible();
    const added = table.getByRole('row').filter({ hasText: 'E2E West Garage' });
    await expect(added.getByText('42.28012, -83.74421')).toBeVisible();
    // Issue 29: where a location is can be set later (a scan's violation takes the nearest).
    await table.getByRole('button', { name: 'Set place of E2E West Garage' }).click();
    const place = page.getByRole('dialog', { name: 'Where is E2E West Garage?' });
    await place.getByLabel('Longitude').fill('');
    await place.getByRole('button', { name: 'Save place' }).click();
    await expect(
      place.getByText('Give both the latitude and the longitude, or neither.'),
    ).toBeVisible();
    await expectAccessible(page, 'Set place dialog');
    await place.getByLabel('Latitude').fill('');
    await place.getByRole('button', { name: 'Save place' }).click();
    await expect(place).toHaveCount(0);
    await expect(added.getByText('Not placed')).toBeVisible();
    await expectAccessible(page, '/citations/violation-settings');
    await shoot(page, 'citations-settings');
    // Issue 27 item 9: the location stays until the deletion is confirmed.
    const confirm = page.getByRole('dialog', { name: 'Delete this location?' });
    await table.getByRole('button', { name: 'Delete E2E West Garage' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(table.getByRole('cell', { name: 'E2E West Garage', exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Delete E2E West Garage' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(table.getByRole('cell', { name: 'E2E West Garage', exact: true })).toHaveCount(0);
    await page.getByLabel('Days to appeal after the notice date').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The appeal window has been saved.')).toBeVisible();

    await page.goto('/citations/about');
    await expect(page.getByText('Zebra ZQ500 and ZQ600 series')).toBeVisible();
    await expect(page.getByText('up to 4 evidence photos')).toBeVisible();
    await expectAccessible(page, '/citations/about');
    await shoot(page, 'citations-about');
  });

  test('Riverside: the subscription message on the settings screen', async ({ page }) => {
    await signInToOrg(page, 'super@demo.test', RIVERSIDE);
    await page.goto('/citations/violation-settings');
    await expect(page.getByText(cm.ticketSettingsNeedSubdomain)).toBeVisible();
    await expectAccessible(page, '/citations/violation-settings (Riverside)');
  });

  test('violation portal branding: private mode, header texts with defaults, previews, save', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/citations/citation-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Violation portal' })).toBeVisible();
    const previews = page.getByRole('region', { name: 'Live previews' });
    await expect(previews.getByText('Pay $50.00')).toBeVisible();
    await expect(previews.getByText('Violation notice')).toBeVisible();
    await page.getByLabel('Header 1').fill('');
    await expect(
      page.getByText(
        'You have received a parking violation notice from Northgate University Parking.',
      ),
    ).toBeVisible();
    await page.getByLabel('Header 2').fill('');
    await expect(page.getByAltText(/QR code of/)).toBeVisible();
    await page.getByLabel('Private mode').check();
    await expectAccessible(page, '/citations/citation-portal');
    await shoot(page, 'citations-portal');
    await page.getByRole('button', { name: 'Save violation portal' }).click();
    await expect(page.getByText(cm.portalSaved).first()).toBeVisible();
    await page.goto('/payment-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment portal' })).toBeVisible();
    await expect(page.getByLabel('Private mode')).toBeChecked();
    await expect(page.getByLabel('Header 1')).toHaveValue('');
  });
});
