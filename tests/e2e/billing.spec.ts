import { expect, test, type Page } from './support/test';
import { messages, trialBannerText } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const RIVERSIDE = 'Riverside City Enforcement';

async function openOrg(page: Page, email: string, org: string) {
  await signInToOrg(page, email, org);
  await expect(page).toHaveURL(/\/overview$/);
}

test.describe('billing and payouts', () => {
  test("an administrator reads the 'Access denied' text", async ({ page }) => {
    await openOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/billing-and-payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.billingDenied })).toBeVisible();
    await expect(page.getByText('Payouts setup checklist')).toHaveCount(0);
    await expectAccessible(page, '/billing-and-payouts (denied)');
    await screenshot(page, 'billing-denied');
    await page.goto('/billing');
    await expect(page.getByRole('alert').filter({ hasText: messages.billingDenied })).toBeVisible();
  });

  // The demo seed verifies Northgate's payouts account (its permit types are priced, issue 12), so
  // the checklist is complete; the verify step itself is covered by tests/api/billing.
  test('a super administrator sees the payouts checklist of a verified account', async ({
    page,
  }) => {
    await openOrg(page, 'super@demo.test', NORTHGATE);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/billing-and-payouts$/);
    const checklist = page.getByRole('region', { name: 'Payouts setup checklist' });
    await expect(checklist.getByText('Customer portal subdomain (done)')).toBeVisible();
    await expect(checklist.getByText('Activate payments (done)')).toBeVisible();
    await expect(checklist.getByText('Payments enabled (done)')).toBeVisible();
    await expect(checklist.getByRole('button', { name: 'Verify account' })).toHaveCount(0);
    await expectAccessible(page, '/billing-and-payouts');
    await screenshot(page, 'billing-payouts-verified');
  });

  test('a super administrator on a trial sets up a subscription on /billing', async ({ page }) => {
    await openOrg(page, 'super@demo.test', RIVERSIDE);
    await expect(page.getByText(trialBannerText(9))).toBeVisible();
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByText('Test mode: no card is charged.')).toBeVisible();
    const seats = page.getByLabel(/^Paid seats/);
    await seats.fill('2');
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await expect(page.getByText('3 seats are in use: choose at least 3.')).toBeVisible();
    await seats.fill('6');
    await page.getByLabel('Monthly').check();
    await expectAccessible(page, '/billing');
    await screenshot(page, 'billing-subscription');
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription active: 6 paid seats.' }),
    ).toBeVisible();
    await expect(page.getByText('Paid subscription', { exact: true })).toBeVisible();
    await expect(page.getByText(trialBannerText(9))).toHaveCount(0);
    await page.goto('/team-management');
    await expect(page.getByText('3 of 6 paid seats remaining')).toBeVisible();
  });

  test('a super administrator whose trial ended goes from the dialog to /billing', async ({
    page,
  }) => {
    await signInToOrg(page, 'owner@demo.test', 'Harbor Lots');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: messages.trialEnded })).toBeVisible();
    await expect(
      dialog.getByText('Set up a subscription to continue using the dashboard.'),
    ).toBeVisible();
    await expectAccessible(page, 'trial ended (super administrator)');
    await dialog.getByRole('link', { name: 'Set up subscription' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByLabel(/^Paid seats/).fill('3');
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription active: 3 paid seats.' }),
    ).toBeVisible();
    await page.goto('/overview');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
