import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { scanReport } from '@/lib/rules/reports/report-columns';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

/** YYYY-MM-DD of a day `daysAgo` before today (browser and runner share the machine's zone). */
function day(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Signs in, creates a scan report of the last 7 days and waits for its table. */
async function createScanReport(page: Page): Promise<void> {
  await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Create report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create report' });
  await dialog.getByLabel('Start date').fill(day(7));
  await dialog.getByLabel('End date').fill(day(0));
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/reports\/generate\?reportType=scans&startDate=/);
  await expect(page.getByRole('heading', { level: 1, name: 'LPR Scans report' })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* rows$/)).toBeVisible();
}

test.describe('shared reports', () => {
  test('share a report, open it without a session, revoke it', async ({ page, browser }) => {
    await createScanReport(page);
    await page.getByRole('button', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share report' });
    await expect(dialog.getByLabel('Link expires after')).toHaveValue('30');
    await expectAccessible(page, 'Share report dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('Share link');
    await expect(field).toHaveValue(/\/shared\/reports\//);
    const url = await field.inputValue();
    await screenshot(page, 'reports-share-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A fresh browser context: no cookies, no session.
    const outside = await browser.newContext();
    const guest = await outside.newPage();
    await guest.goto(url);
    await expect(guest).toHaveURL(url);
    await expect(guest.getByText('Northgate University Parking')).toBeVisible();
    await expect(guest.getByRole('heading', { level: 1, name: 'LPR Scans report' })).toBeVisible();
    await expect(guest.getByText(/Link expires/)).toBeVisible();
    const table = guest.getByRole('table', { name: 'LPR Scans report rows' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(guest, 'shared report');
    await screenshot(guest, 'shared-report');
    const [csv] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('link', { name: 'Download LPR Scans report as CSV' }).click(),
    ]);
    const text = await readFile((await csv.path()) as string, 'utf8');
    expect(text.split('\n')[0]).toBe(scanReport.csvColumns.map((c) => c.header).join(','));
    expect(text.split('\n').length).toBeGreaterThan(2);
    // No dashboard behind it.
    await guest.goto('/reports');
    await expect(guest).toHaveURL(/\/login$/);

    // Revoke from the report log.
    await page.goto('/reports');
    const row = page.getByRole('table', { name: 'Report log' }).getByRole('row').nth(1);
    await expect(row).toContainText('Share link');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: /^Revoke share link/ }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Revoke share link?' })
      .or(page.getByRole('dialog', { name: 'Revoke share link?' }));
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(row).toContainText('Revoked');

    await guest.goto(url);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Link no longer available' }),
    ).toBeVisible();
    await expect(guest.getByText(messages.shareRevoked)).toBeVisible();
    await expectAccessible(guest, 'revoked share');
    await screenshot(guest, 'shared-report-revoked');

    await guest.goto('/shared/reports/not-a-real-token');
    await expect(guest.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
    await expect(guest.getByText(messages.shareNotFound)).toBeVisible();
    await outside.close();
  });
});
