import { expect, test, type Page } from './support/test';
import { permitsMessages } from '@/lib/messages/permits';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

/** Screenshots at desktop (1280) and tablet (768) width, then back to desktop. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function createCustomer(page: Page, name: string, email: string) {
  await page.goto('/permits/holders');
  await page.getByRole('button', { name: 'Create customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create customer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page).toHaveURL(/\/permits\/holders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('permit holders and business accounts', () => {
  test('list, create, manual issue with the missing-field check, edit, delete', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/permits/holders');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Permit holders \(\d[\d,]*\)$/ }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Permit holders' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'CUSTOMER ID',
      'NAME',
      '# ACTIVE PERMITS',
      '# TOTAL ISSUED',
      'CREATED ON',
    ]);
    await expectAccessible(page, '/permits/holders');
    await shots(page, 'permits-holders');

    // Search narrows the list (and lives in the URL).
    const firstName = (
      await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()
    ).trim();
    await page.getByLabel('Search permit holders').fill(firstName);
    await expect(page).toHaveURL(/\?search=/);
    await expect(table.getByRole('row').nth(1)).toContainText(firstName);
    await page.getByLabel('Search permit holders').fill('zz-nobody-zz');
    await expect(table.getByText('No permit holders match this search.')).toBeVisible();

    // Create customer: nothing is sent without a name and a valid e-mail.
    await page.goto('/permits/holders');
    await page.getByRole('button', { name: 'Create customer' }).click();
    const create = page.getByRole('dialog', { name: 'Create customer' });
    await create.getByLabel('Email').fill('not-an-email');
    await create.getByRole('button', { name: 'Create customer' }).click();
    await expect(create.getByText('Please enter a name.')).toBeVisible();
    await expect(create.getByText('Please enter a valid email address.')).toBeVisible();
    await expectAccessible(page, 'create customer dialog');
    await shots(page, 'permits-create-customer-dialog');
    await create.getByLabel('Name').fill('Robin Journey');
    await create.getByLabel('Email').fill('robin.journey@example.com');
    await create.getByRole('button', { name: 'Create customer' }).click();
    await expect(page).toHaveURL(/\/permits\/holders\/[0-9a-f-]{36}$/);
    const holderUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Robin Journey' })).toBeVisible();
    await expect(page.getByText(permitsMessages.noPermitsIssuedOrApplied)).toBeVisible();
    await expectAccessible(page, '/permits/holders/[id]');
    await shots(page, 'permits-holder-new');

    // Manual issue: the missing fields are red and nothing is sent.
    await page.getByRole('link', { name: 'Issue a permit' }).click();
    await expect(page).toHaveURL(/\/add_permit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Issue a permit' })).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/permits/holders/')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Issue permit' }).click();
    await expect(page.getByText('Please fill in the fields marked in red.')).toBeVisible();
    await expect(page.getByText('Please choose a permit type.')).toBeVisible();
    await expect(page.getByText('Please choose or add a vehicle.')).toBeVisible();
    await expect(page.getByLabel('Permit type')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Holder email').fill('');
    await page.getByRole('button', { name: 'Issue permit' }).click();
    await expect(page.getByText('Please enter an email address.')).toBeVisible();
    expect(posts).toEqual([]);
    await expectAccessible(page, 'add_permit with errors');
    await shots(page, 'permits-add-permit-errors');

    // Add a vehicle (lists, upper-cased).
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Add a vehicle' });
    await vehicle.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(vehicle.getByText('Please enter the license plate.')).toBeVisible();
    await vehicle.getByLabel('License plate').fill('e2e 123');
    await vehicle.getByLabel('State/Province/Region').selectOption('MI');
    await vehicle.getByLabel('Make').selectOption('FORD');
    await vehicle.getByLabel('Model').fill('focus');
    await vehicle.getByLabel('Color').selectOption('RED');
    await expectAccessible(page, 'add vehicle dialog');
    await shots(page, 'permits-add-vehicle-dialog');
    await vehicle.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(vehicle).toBeHidden();
    await expect(
      page.getByRole('radio', { name: /E2E 123 \(MI\) · RED FORD FOCUS/ }),
    ).toBeChecked();

    const visitor = page
      .getByLabel('Permit type')
      .locator('option', { hasText: 'Visitor Day Pass' });
    await page
      .getByLabel('Permit type')
      .selectOption({ label: (await visitor.innerText()).trim() });
    await page.getByLabel('Holder email').fill('robin.journey@example.com');
    await page.getByLabel('City').fill('Ann Arbor');
    await page.getByRole('button', { name: 'Issue permit' }).click();
    await expect(page).toHaveURL(holderUrl);
    const permits = page.getByRole('table', { name: 'Permits of this holder' });
    await expect(permits.getByRole('row', { name: /Visitor Day Pass/ })).toBeVisible();
    await expect(permits.getByRole('row').nth(1)).toContainText('MI E2E 123');
    await expect(
      page.getByRole('table', { name: 'Vehicles of this holder' }).getByRole('row').nth(1),
    ).toContainText('E2E 123');
    await shots(page, 'permits-holder-issued');

    // Edit: the name changes; delete is refused while the permit is valid (409 text).
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit permit holder' });
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter a name.')).toBeVisible();
    await edit.getByLabel('Name').fill('Robin Journey-Edited');
    await expectAccessible(page, 'edit holder dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Robin Journey-Edited' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await expect(edit.getByText(permitsMessages.customerEmailTaken)).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Delete a holder without permits.
    await createCustomer(page, 'Dana Deleteme', 'dana.deleteme@example.com');
    const goneUrl = page.url();
    await page.getByRole('button', { name: 'Edit' }).click();
    const del = page.getByRole('dialog', { name: 'Edit permit holder' });
    await del.getByRole('button', { name: 'Delete' }).click();
    await expect(del.getByText(/Delete Dana Deleteme\?/)).toBeVisible();
    await del.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/permits\/holders$/);
    await expect(toast(page, 'Dana Deleteme was deleted.')).toBeVisible();
    await page.goto(goneUrl);
    await expect(page.getByText(permitsMessages.invalidCustomer)).toBeVisible();
    await expectAccessible(page, 'invalid customer');
  });

  test('business account: edit info, assign and remove a permit type', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/permits/business-accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Business accounts' })).toBeVisible();
    await expect(page.getByText(/set up by our sales team/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Business accounts' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'BUSINESS NAME',
      'EMAIL',
      'CREATED AT',
    ]);
    await expectAccessible(page, '/permits/business-accounts');
    await shots(page, 'permits-business-accounts');

    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(
      /\/permits\/business-accounts\/[0-9a-f-]{36}\/customer\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    const issued = page.getByRole('table', { name: 'Permits issued by this business account' });
    await expect(issued.getByRole('columnheader')).toHaveText([
      'STATUS',
      'PERMIT ID',
      'PERMIT NAME',
      'AMOUNT',
      'PERMIT HOLDER',
      'ISSUED BY',
      'LICENSE PLATE',
      'VEHICLE',
      'STARTS AT',
      'EXPIRES AT',
    ]);
    await expectAccessible(page, 'business account detail');
    await shots(page, 'permits-business-account');

    // Edit info.
    await page.getByRole('button', { name: 'Edit info' }).click();
    const edit = page.getByRole('dialog', { name: 'Update business account admin info' });
    for (const name of ['Delete', 'Cancel', 'Update customer']) {
      await expect(edit.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await edit.getByLabel('Account email').fill('bad');
    await edit.getByRole('button', { name: 'Update customer' }).click();
    await expect(edit.getByText('Please enter a valid email address.')).toBeVisible();
    await edit.getByLabel('Name').fill('Morgan Admin');
    await edit.getByLabel('Account email').fill('morgan.admin@example.com');
    await expectAccessible(page, 'edit info dialog');
    await shots(page, 'permits-edit-info-dialog');
    await edit.getByRole('button', { name: 'Update customer' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('morgan.admin@example.com')).toBeVisible();
    await expect(page.getByText('Morgan Admin')).toBeVisible();

    // Assign a permit type, then remove it; default types have no remove button.
    const chips = page.getByRole('list', { name: 'Assigned permit types' });
    const select = page.getByLabel('Select a permit');
    const option = select.locator('option').nth(1);
    const name = (await option.innerText()).trim();
    await select.selectOption({ label: name });
    await expect(toast(page, `${name} assigned.`)).toBeVisible();
    await expect(chips.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    await chips.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(toast(page, `${name} removed.`)).toBeVisible();
    await expect(chips.getByText(name, { exact: true })).toBeHidden();
    await expect(chips.getByText('(default)').first()).toBeVisible();
    await expect(chips.getByRole('button', { name: /Remove Contractor Monthly/ })).toHaveCount(0);
  });
});
