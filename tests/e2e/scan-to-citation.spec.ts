import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

/**
 * A scan or an alert becomes a citation in one step (issue 29 item 2): an alert → "Issue
 * citation" → the citation in /citations/issued with the scan image as evidence; and the demo
 * car with a valid permit (DKW5170, on the scofflaw hot list) needs the override note.
 */
const NORTHGATE = 'Northgate University Parking';
const PERMITTED = 'DKW5170';

async function openAlertOfPlate(page: Page, plate: string) {
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Search plate' }).click();
  const search = page.getByRole('dialog');
  await search.getByRole('textbox', { name: 'Plate' }).fill(plate);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?q=${plate}$`));
  await page
    .getByRole('table', { name: 'Alerts' })
    .getByRole('row', { name: /^Open alert / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}\?from=alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: plate })).toBeVisible();
}

/** The "Issue citation" dialog's panel (Headless UI's wrapper has no box). */
const issueDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Issue citation' }) });

async function submitIssue(page: Page) {
  await issueDialog(page).getByRole('button', { name: 'Issue citation' }).click();
}

/** From "Citation issued" to the citation's detail; answers its notice number. */
async function openIssued(page: Page): Promise<string> {
  const open = page.getByRole('link', { name: /^Open citation \d+$/ });
  await expect(open).toBeVisible();
  const number = (await open.innerText()).replace(/\D/g, '');
  await open.click();
  await expect(page).toHaveURL(/\/citations\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  return number;
}

test.describe('scan to citation', () => {
  test('an alert → Issue citation → the citation in /citations/issued with the scan image as evidence', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/alerts');
    const row = page
      .getByRole('table', { name: 'Alerts' })
      .getByRole('row', { name: /^Open alert / })
      .nth(2);
    const plate = (await row.locator('td').nth(2).innerText()).trim();
    expect(plate).not.toBe(PERMITTED);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: plate })).toBeVisible();

    await page.getByRole('button', { name: 'Issue citation' }).click();
    const dialog = issueDialog(page);
    await expect(
      dialog.getByText(/^Live check: no valid permit and no paid session/),
    ).toBeVisible();
    await expect(dialog.getByAltText(`Evidence photo 1: the scan of ${plate}`)).toBeVisible();
    await expect(dialog.getByLabel(/Violation type/)).not.toHaveValue('');
    await expectAccessible(page, 'issue citation dialog');
    await screenshot(page, 'scan-citation-dialog');
    await submitIssue(page);
    const number = await openIssued(page);

    // The scan image is the evidence, and the citation links back to its alert.
    const evidence = page.getByRole('img', { name: 'Evidence 1' });
    await expect(evidence).toBeVisible();
    expect(await evidence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: `Scan of ${plate}` })).toBeVisible();
    await expectAccessible(page, 'citation from a scan');
    await screenshot(page, 'scan-citation-detail');

    await page.goto('/citations/issued');
    await page.getByLabel('Notice # or plate').fill(number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page
      .getByRole('table', { name: `Issued violations matching ${number}` })
      .getByRole('row', { name: new RegExp(`Notice ${number}`) });
    await expect(found).toContainText(plate);
    await found.click();

    // The scan now shows the citation it became.
    await page.getByRole('link', { name: `Scan of ${plate}` }).click();
    await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: `Citation ${number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue citation' })).toHaveCount(0);
  });

  test('a plate with a valid permit shows it and needs the override note', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await openAlertOfPlate(page, PERMITTED);
    await page.getByRole('button', { name: 'Issue citation' }).click();
    const dialog = issueDialog(page);
    await expect(
      dialog.getByText(/^Valid permit: Annual Faculty & Staff until \w{3} \d{1,2}, \d{4}/),
    ).toBeVisible();
    await expect(dialog.getByLabel('Location')).toHaveValue(/.+/);
    await screenshot(page, 'scan-citation-permit');

    await submitIssue(page);
    await expect(dialog.getByText(/^Enter an override note/)).toBeVisible();
    await expectAccessible(page, 'issue citation dialog with a finding');
    const note = 'Permit sticker belongs to another car.';
    await dialog.getByLabel(/Override note/).fill(note);
    await submitIssue(page);
    await openIssued(page);
    await expect(page.getByText(note).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Citation log' })).toContainText(
      'Issued over a permit or session',
    );
  });
});
