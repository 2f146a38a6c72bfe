import { expect, test } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signIn } from './support/helpers';

test('super administrator adds, renames and deletes an organisation', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await expect(page).toHaveURL(/\/orgs$/);

  await page.getByRole('button', { name: 'Add organization' }).click();
  const add = page.getByRole('dialog');
  // Headless UI's dialog wrapper has no box: assert on what is inside it.
  await expect(add.getByRole('heading')).toBeVisible();
  await expectAccessible(page, 'add organization dialog');
  await add.getByLabel(/name/i).fill('Harborview Garage');
  await add.getByRole('button', { name: /add|create|save/i }).click();
  await expect(page.getByRole('row', { name: 'Open Harborview Garage' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Harborview Garage' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel(/name/i).fill('Harborview Deck');
  await rename.getByRole('button', { name: /save|rename/i }).click();
  await expect(page.getByRole('row', { name: 'Open Harborview Deck' })).toBeVisible();

  // Its time zone (late fees, meter rates and the public pages read time in it).
  await page.getByRole('button', { name: 'Actions for Harborview Deck' }).click();
  await page.getByRole('menuitem', { name: 'Time zone' }).click();
  const zone = page.getByRole('dialog');
  await expect(zone.getByRole('heading', { name: messages.timeZoneTitle })).toBeVisible();
  await expectAccessible(page, 'time zone dialog');
  await screenshot(page, 'orgs-time-zone-dialog');
  await zone.getByLabel('Time zone').selectOption('America/Chicago');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.timeZoneSaved)).toBeVisible();
  await expect(page.getByRole('row', { name: 'Open Harborview Deck' })).toContainText(
    'America/Chicago',
  );
  await screenshot(page, 'orgs-with-time-zones');

  await page.getByRole('button', { name: 'Actions for Harborview Deck' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: 'Open Harborview Deck' })).toHaveCount(0);

  // The original organisation cannot be deleted.
  await page.getByRole('button', { name: 'Actions for Northgate University Parking' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(messages.deleteOrgDenied);
});

test('an administrator cannot create organisations', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/orgs$/);
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText(messages.createOrgDenied)).toBeVisible();
  await expectAccessible(page, '/orgs with the create-denied text');
});
