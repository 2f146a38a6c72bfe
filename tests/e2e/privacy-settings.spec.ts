import { expect, test, type Page } from './support/test';
import { privacyMessages } from '@/lib/messages/privacy';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

// Settings → Privacy (issue 30 item 1). The journeys share one demo database: this one keeps
// to Riverside, lengthens a horizon (removes nothing) and puts the saved value back at the end.
const RIVERSIDE = 'Riverside City Enforcement';
const NORTHGATE = 'Northgate University Parking';
const SCANS = 'Scans and their images: months to keep';

const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });

async function saveScans(page: Page, months: string) {
  await page.getByLabel(SCANS).fill(months);
  await expect(
    page.getByRole('status').filter({ hasText: 'Counts are for the values above' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save retention settings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: privacyMessages.retentionSaved }),
  ).toBeVisible();
}

test.describe('privacy settings', () => {
  test('a super administrator previews a horizon, saves it and reads it back', async ({ page }) => {
    await signInToOrg(page, 'super@demo.test', RIVERSIDE);
    await page.getByRole('link', { name: 'Settings' }).click();
    // The footer's legal navigation has a 'Privacy' link of its own (the privacy policy).
    await page
      .getByRole('link', { name: 'Privacy', exact: true })
      .and(page.locator('[href="/privacy"]'))
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByLabel(SCANS)).toHaveValue('24');
    await expect(row(page, 'Scans and their images').getByText(/records? to remove/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save retention settings' })).toBeDisabled();

    // Under the minimum: the rule's text, no Save.
    await page.getByLabel('Audit events: months to keep').fill('6');
    await expect(
      page.getByText('Audit events: keep at least 24 months.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save retention settings' })).toBeDisabled();
    await page.getByLabel('Audit events: months to keep').fill('84');

    // One month of alerts: the count is the unsaved value's (nothing is saved yet).
    await page.getByLabel('Alerts: months to keep').fill('1');
    await expect(row(page, 'Alerts').getByText(/\d[\d,]* records? to remove/)).toBeVisible();
    await expectAccessible(page, '/privacy (preview)');
    await screenshot(page, 'privacy-preview');
    await page.getByLabel('Alerts: months to keep').fill('12');

    await saveScans(page, '36');
    await page.reload();
    await expect(page.getByLabel(SCANS)).toHaveValue('36');
    await saveScans(page, '24');
    await page.reload();
    await expect(page.getByLabel(SCANS)).toHaveValue('24');
  });

  test("an administrator reads the privacy 'Access denied' text", async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/privacy');
    await expect(
      page.getByRole('alert').filter({ hasText: privacyMessages.privacyDenied }),
    ).toBeVisible();
    await expect(page.getByLabel(SCANS)).toHaveCount(0);
    await expectAccessible(page, '/privacy (denied)');
  });
});
