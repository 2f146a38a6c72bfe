import { expect, test, type Page } from './support/test';
import { metersMessages as mm } from '@/lib/messages/meters';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';
import { shootWide } from './support/meters-shoot';

const EASTSIDE = 'Eastside Meters';

/**
 * Clicks until the dialog shows (a click before hydration opens nothing). Headless UI's dialog
 * wrapper has a 0×0 box: the check is on its heading.
 */
async function openDialog(page: Page, button: string, title: string) {
  const heading = page.getByRole('dialog', { name: title }).getByRole('heading', { name: title });
  await expect(async () => {
    if (!(await heading.isVisible())) {
      await page.getByRole('button', { name: button, exact: true }).click({ timeout: 5_000 });
    }
    await expect(heading).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('parking meters', () => {
  test('meters table sort → sessions → QR → search; all sessions', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToOrg(page, 'meters@demo.test', EASTSIDE);
    await page.goto('/meter/types');
    await expect(page.getByRole('heading', { level: 1, name: 'Parking Meters' })).toBeVisible();
    const stats = page.getByRole('list', { name: 'Session stats' });
    await expect(stats.getByRole('listitem')).toHaveCount(3);
    await expect(stats).toContainText('This year');
    await expect(page.getByText(mm.activateMeterText)).toBeVisible();

    const table = page.getByRole('table', { name: 'Parking meters' });
    await expect(table.getByRole('columnheader')).toHaveText([
      /ZONE ID/,
      /NAME/,
      'STATUS',
      '# ACTIVE/TOTAL TODAY',
      '# SESSIONS LAST 30 DAYS',
      'DAILY NET',
      'MONTHLY NET',
      'ANNUAL NET',
    ]);
    const zones = () => table.locator('tbody tr td:first-child').allInnerTexts();
    await expect.poll(zones).toEqual(['E101', 'E102', 'E103', 'E104', 'E105', 'E106']);
    await expect(table.getByText('Active').first()).toBeVisible();
    // ZONE ID toggles to descending; NAME sorts ascending, then descending.
    await expect(async () => {
      await table.getByRole('button', { name: /ZONE ID/ }).click({ timeout: 3_000 });
      expect(await zones()).toEqual(['E106', 'E105', 'E104', 'E103', 'E102', 'E101']);
    }).toPass({ timeout: 20_000 });
    await table.getByRole('button', { name: /NAME/ }).click();
    const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect
      .poll(names)
      .toEqual([
        'Clinic Row',
        'Harbor Garage',
        'Library Lot',
        'Main Street',
        'Market Square',
        'Stadium Lot',
      ]);
    await table.getByRole('button', { name: /NAME/ }).click();
    await expect.poll(async () => (await names())[0]).toBe('Stadium Lot');
    await expectAccessible(page, '/meter/types');
    await shootWide(page, 'meters-types', ['Parking meters']);

    // A row opens the meter's sessions.
    await table.getByRole('link', { name: 'Meter E101 Main Street' }).click();
    await expect(page).toHaveURL(/\/meter\/[0-9a-f-]{36}\/sessions$/);
    const meterUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Main Street' })).toBeVisible();
    await expect(page.getByText('Zone E101')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Meter' });
    await expect(menu.getByRole('link', { name: 'Parking sessions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Rates' })).toBeVisible();
    const sessions = page.getByRole('table', { name: mm.meterSessions });
    await expect(sessions.getByRole('row')).toHaveCount(51);
    await expect(sessions.getByText('Valid').first()).toBeVisible();
    const receipt = sessions.getByRole('link', { name: /^Receipt/ }).first();
    await expect(receipt).toHaveAttribute('href', /\/portal\/eastside\/session\/receipt\/\?id=/);
    await expect(page.getByRole('link', { name: /View meter/ })).toHaveAttribute(
      'href',
      /\/portal\/eastside\/meter\/E101$/,
    );
    await expectAccessible(page, '/meter/{id}/sessions');
    await shootWide(page, 'meters-sessions');

    // Next and Previous (pages from 0).
    const firstId = await sessions.locator('tbody tr td:first-child').first().innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/sessions\?page=1$/);
    await expect(sessions.locator('tbody tr td:first-child').first()).not.toHaveText(firstId);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(sessions.locator('tbody tr td:first-child').first()).toHaveText(firstId);

    // Generate QR code: PNG, SVG and the printable sign.
    await openDialog(page, 'Generate QR code', 'QR code');
    const qr = page.getByRole('dialog', { name: 'QR code' });
    await expect(qr.getByRole('img', { name: /QR code for .*\/meter\/E101/ })).toBeVisible();
    await expect(qr.getByRole('link', { name: 'Download PNG' })).toHaveAttribute(
      'download',
      'meter-E101-qr.png',
    );
    await expect(qr.getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'download',
      'meter-E101-qr.svg',
    );
    const signHref = await qr.getByRole('link', { name: 'Print sign (PDF)' }).getAttribute('href');
    const sign = await page.request.get(signHref!);
    expect(sign.status()).toBe(200);
    expect(sign.headers()['content-type']).toBe('application/pdf');
    expect((await sign.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'QR code dialog');
    await screenshot(page, 'meters-qr-1366');
    await qr.getByRole('button', { name: 'Close', exact: true }).click();

    // Search parking sessions: the plate is upper-cased.
    const plate = await sessions.locator('tbody tr td:nth-child(2)').first().innerText();
    await openDialog(page, 'Search', mm.searchSessionsTitle);
    const search = page.getByRole('dialog', { name: mm.searchSessionsTitle });
    await search.getByLabel(mm.searchSessionsPrompt).fill(plate.toLowerCase());
    await expect(search.getByLabel(mm.searchSessionsPrompt)).toHaveValue(plate);
    await expectAccessible(page, 'Search parking sessions dialog');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions\\?plate=${plate}$`));
    await expect(page.getByText(`Sessions of plate ${plate}`)).toBeVisible();
    // The rows of the search replace the page's once they arrive.
    const platesShown = () => sessions.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(async () => [...new Set(await platesShown())]).toEqual([plate]);
    const plates = await platesShown();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(meterUrl);

    // Edit the meter: first free minutes as a number.
    await openDialog(page, 'Edit', 'Edit meter E101');
    const edit = page.getByRole('dialog', { name: 'Edit meter E101' });
    await edit.getByLabel('First free minutes').fill('5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('First 5 minutes free')).toBeVisible();

    // Back arrow → the meters table; all sessions.
    await page.getByRole('link', { name: 'Back to parking meters' }).click();
    await expect(page).toHaveURL(/\/meter\/types$/);
    await page.goto('/meter/allsessions');
    await expect(page.getByRole('heading', { level: 1, name: mm.paidSessionsAll })).toBeVisible();
    const all = page.getByRole('table', { name: mm.paidSessionsAll });
    await expect(all.getByRole('row')).toHaveCount(51);
    await expect(all.getByRole('columnheader', { name: 'Zone' })).toBeVisible();
    await expectAccessible(page, '/meter/allsessions');
    await shootWide(page, 'meters-allsessions');
    await openDialog(page, 'Search', mm.searchSessionsTitle);
    await page
      .getByRole('dialog', { name: mm.searchSessionsTitle })
      .getByLabel(mm.searchSessionsPrompt)
      .fill(plate);
    await page.getByRole('button', { name: 'Search' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/meter/allsessions\\?plate=${plate}$`));
    const allShown = () => all.locator('tbody tr td:nth-child(3)').allInnerTexts();
    await expect.poll(async () => [...new Set(await allShown())]).toEqual([plate]);
    const allPlates = await allShown();
    expect(allPlates.length).toBeGreaterThanOrEqual(plates.length);
  });
});
