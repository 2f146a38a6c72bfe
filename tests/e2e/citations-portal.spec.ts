import type { AppealListResponse } from '@/lib/contract/citations/bff';
import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

/**
 * The violation portal on a phone (390 px), end to end, on the seeded notices 100001 (plate
 * VRT1001) and 100002 (VRT1002), Expired Meter $50 issued today: one violator looks a notice up
 * and pays it in test mode (receipt in the outbox); another appeals with a photo. Staff then see
 * both in the dashboard. The portal has no staff session.
 */
const PHONE = { width: 390, height: 844 };
const NORTHGATE = 'Northgate University Parking';
const PORTAL = '/portal/northgate/citations';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: Array<{ subject: string; text: string }> }).mails;
}

async function lookUp(page: Page, number: string, plate: string) {
  await page.goto(PORTAL);
  await page.getByLabel('Notice number').fill(number);
  await page.getByLabel('License plate').fill(plate);
  await page.getByRole('button', { name: 'Find notice' }).click();
  await expect(page).toHaveURL(/\/citations\/[0-9a-f-]{36}\?k=/);
  await expect(page.getByRole('heading', { name: `Violation notice #${number}` })).toBeVisible();
  return /\/citations\/([0-9a-f-]{36})/.exec(page.url())![1];
}

test.describe('violation portal', () => {
  test.use({ viewport: PHONE });

  test('a violator looks up notice 100001 and pays it; staff see it paid', async ({ page }) => {
    const email = `payer.${Date.now()}@example.com`;
    await page.goto(PORTAL);
    await expect(page.getByRole('heading', { name: 'Find your violation notice' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(/Northgate/);
    // The frame is neutral: the brand title after the page's own, the brand links to this area.
    await expect(page).toHaveTitle(`Violation notices · ${NORTHGATE}`);
    await expect(page.getByRole('banner').getByRole('link', { name: NORTHGATE })).toHaveAttribute(
      'href',
      PORTAL,
    );
    await expectAccessible(page, 'violation portal look-up');
    await screenshot(page, 'citations-portal-lookup-390');

    // A wrong plate reveals nothing about the notice.
    await page.getByLabel('Notice number').fill('100001');
    await page.getByLabel('License plate').fill('NOPE123');
    await page.getByRole('button', { name: 'Find notice' }).click();
    await expect(
      page.getByText(
        'No notice matches this notice number and plate. Please check both and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Notice number')).toHaveValue('100001');
    await expectAccessible(page, 'look-up refused');

    const uuid = await lookUp(page, '100001', 'vrt 1001');
    await expect(page.getByTestId('amount-due')).toHaveText('$50.00');
    await expect(page.getByText('Expired Meter').first()).toBeVisible();
    await expect(page).toHaveTitle(`Violation notice · ${NORTHGATE}`);
    await expect(page.getByRole('banner').getByRole('link', { name: NORTHGATE })).toHaveAttribute(
      'href',
      PORTAL,
    );
    await expectAccessible(page, 'notice');
    await screenshot(page, 'citations-portal-notice-390');

    await page.getByRole('link', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/citations/${uuid}/pay\\?k=`));
    await expect(page.getByRole('heading', { name: 'Pay notice #100001' })).toBeVisible();
    await expect(page.getByLabel('License plate')).toHaveValue('VRT1001');
    await page.getByLabel('Email for the receipt').fill(email);
    await expectAccessible(page, 'pay');
    await screenshot(page, 'citations-portal-pay-390');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/receipt\?r=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByTestId('receipt-Notice')).toHaveText('#100001');
    await expect(page.getByTestId('receipt-Amount')).toHaveText('$50.00');
    await expectAccessible(page, 'receipt');
    await screenshot(page, 'citations-portal-receipt-390');

    const mails = await mailsTo(page, email);
    expect(mails.map((m) => m.subject)).toEqual(['Your receipt for violation notice #100001']);

    // Paid: the notice offers no payment any more.
    await page.goto(`${PORTAL}/${uuid}`);
    await expect(page.getByRole('link', { name: /^Pay \$/ })).toHaveCount(0);
    await expect(page.getByText(/^Paid \$/)).toBeVisible();

    // Staff: the citation detail shows it paid.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto(`/citations/detail/${uuid}`);
    await expect(page).toHaveURL(new RegExp(`/citations/detail/${uuid}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText('100001');
    await expect(main).toContainText(/\bpaid\b/i);
    await expect(main).toContainText('$50.20');
    await screenshot(page, 'citations-portal-paid-in-dashboard');
  });

  test('another violator appeals notice 100002 with a photo, once; staff see the appeal', async ({
    page,
  }) => {
    const email = `appellant.${Date.now()}@example.com`;
    const uuid = await lookUp(page, '100002', 'VRT1002');
    await page.getByRole('link', { name: 'Appeal this notice' }).click();
    await expect(page.getByRole('heading', { name: 'Appeal notice #100002' })).toBeVisible();
    await page.getByLabel('Name').fill('Avery Appellant');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone (optional)').fill('555-0142');
    await page.getByLabel('Reason for your appeal').fill('The meter was broken; see the photo.');
    await page.getByLabel('Photos (optional)').setInputFiles({
      name: 'meter.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expectAccessible(page, 'appeal form');
    await screenshot(page, 'citations-portal-appeal-390');
    await page.getByRole('button', { name: 'Submit appeal' }).click();
    await expect(page).toHaveURL(/appealed=1/);
    await expect(
      page.getByText('Your appeal was submitted. We will email you once it has been reviewed.'),
    ).toBeVisible();
    await expect(page.getByText(/Appeal submitted on/)).toContainText('Needs Review');
    await expect(page.getByRole('link', { name: 'Appeal this notice' })).toHaveCount(0);
    await expectAccessible(page, 'notice after the appeal');
    await screenshot(page, 'citations-portal-appealed-390');

    // Once per notice: the form is not offered again.
    await page.goto(`${PORTAL}/${uuid}/appeal`);
    await expect(page).not.toHaveURL(/\/appeal/);

    // Staff: the appeal is in the list, needing review, with the photo.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const list = (await (
      await page.request.get('/api/citations/appeals?status=Needs%20Review')
    ).json()) as AppealListResponse;
    const mine = list.appeals.find((a) => a.citationUUID === uuid);
    expect(mine?.name).toBe('Avery Appellant');
    await page.goto('/citations/appeals');
    await expect(page.getByRole('link', { name: '100002' })).toBeVisible();
    await page.goto(`/citations/appeals/detail/${uuid}`);
    await expect(page.getByRole('definition').filter({ hasText: 'Avery Appellant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enlarge evidence 1' })).toBeVisible();
    await screenshot(page, 'citations-portal-appeal-in-dashboard');
  });
});
