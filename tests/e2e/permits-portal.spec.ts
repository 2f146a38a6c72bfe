import type { ListsResponse, PlateSearchResponse } from '@/lib/contract/lists/bff';
import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';
import { PNG, providerTokenOf } from './support/patrol';

/**
 * The customer permit portal on a phone (390 px), end to end: a customer buys a permit with the
 * e-mail code from the outbox and pays in test mode; then staff see its plate on the
 * organisation's permit list (list type 3), and a scan of it uploaded the patrol app's way shows
 * the permit list's match on /scans. The portal has no staff session.
 */
const PHONE = { width: 390, height: 844 };
const NORTHGATE = 'Northgate University Parking';
const PORTAL = '/portal/northgate';

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: Array<{ subject: string; text: string }> }).mails;
}

test.describe('customer permit portal', () => {
  test.use({ viewport: PHONE });

  test('a customer buys a permit end to end; its plate is on the permit list and a scan matches it', async ({
    page,
  }) => {
    const email = `casey.${Date.now()}@example.com`;
    const plate = `PRT${String(Date.now()).slice(-4)}`;

    await page.goto(PORTAL);
    await expect(page.getByRole('heading', { name: 'Choose a permit' })).toBeVisible();
    // The portal wears the organisation's brand title (the branding journey may have renamed it).
    await expect(page.getByRole('banner')).toContainText(/Northgate/);
    // A private type is never listed.
    await expect(page.getByText('Contractor Monthly')).toHaveCount(0);
    await expectAccessible(page, 'portal root');
    await screenshot(page, 'portal-root-390');

    await page.getByRole('link', { name: /Annual Faculty & Staff/ }).click();
    await expect(page).toHaveURL(/\/portal\/northgate\/permit\/[0-9a-f-]{36}\/verify$/);
    await expect(page.getByRole('heading', { name: 'Annual Faculty & Staff' })).toBeVisible();
    await expect(page.getByText('$420.20')).toBeVisible();
    await expectAccessible(page, 'permit verify (e-mail)');
    await screenshot(page, 'portal-verify-390');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/verify\?email=/);
    const code = /\b(\d{6})\b/.exec((await mailsTo(page, email))[0]?.text ?? '')?.[1];
    expect(code).toBeTruthy();

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('Name').fill('Casey Portal');
    await page.getByLabel('License plate').fill(plate.toLowerCase());
    await page.getByLabel('State/Province').fill('mi');
    await page.getByLabel('Make').fill('Honda');
    await page.getByLabel('Model').fill('Civic');
    await page.getByLabel('Color').fill('Blue');
    await expectAccessible(page, 'checkout form');
    await screenshot(page, 'portal-checkout-390');
    await page.getByRole('button', { name: 'Pay $420.20' }).click();
    await expect(page.getByText('The verification code is wrong or expired.')).toBeVisible();
    // The refused form keeps what was typed.
    await expect(page.getByLabel('Name')).toHaveValue('Casey Portal');
    await expectAccessible(page, 'checkout refused');

    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Pay $420.20' }).click();
    await expect(page).toHaveURL(/\/done\?r=/);
    await expect(page.getByRole('heading', { name: 'Your permit is issued' })).toBeVisible();
    await expect(page.getByTestId('outcome-Status')).toHaveText('Valid');
    await expect(page.getByTestId('outcome-License plate')).toHaveText(plate);
    await expect(page.getByTestId('outcome-Paid')).toHaveText('$420.20 (test mode)');
    const permitId = await page.getByTestId('outcome-Permit ID').innerText();
    await expectAccessible(page, 'outcome');
    await screenshot(page, 'portal-outcome-390');

    const receipt = (await mailsTo(page, email)).find((m) => /receipt/i.test(m.subject));
    expect(receipt?.text).toContain(permitId);
    expect(receipt?.text).toContain(plate);

    // Staff: the plate is on the organisation's permit list (list type 3).
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const lists = (await (await page.request.get('/api/lists')).json()) as ListsResponse;
    const permitList = lists.lists.find((l) => l.type === 3);
    expect(permitList).toBeDefined();
    const found = (await (
      await page.request.get(`/api/lists/${permitList!.uuid}/plates/search?q=${plate}`)
    ).json()) as PlateSearchResponse;
    expect(found.plates.map((p) => p.plate)).toContain(plate);

    // The patrol app scans the plate: its upload call on the dashboard origin (the patrol
    // allow-list), multipart as the app sends it, with the plate as a camera reads it.
    const { token, org } = await providerTokenOf(page);
    const upload = await page.request.post('/api/v1/scans', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        entityUUID: org,
        plate: `${plate.slice(0, 3)} ${plate.slice(3)}`,
        capturedAt: new Date().toISOString(),
        confidence: '0.94',
        latitude: '1.5',
        longitude: '1.5',
        image: { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from(PNG) },
      },
    });
    expect(upload.status()).toBe(200);
    const scanned = (await upload.json()) as { uuid: string; listUUID: string | null };
    expect(scanned.listUUID).toBe(permitList!.uuid);

    // /scans: the scan of the permitted plate shows the permit list's match.
    await page.goto(`/scans?q=${plate}`);
    const row = page
      .getByRole('table', { name: 'Scans' })
      .getByRole('row', { name: new RegExp(`^Open scan .*${plate}`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Matched on ${permitList!.name}`);
    await expectAccessible(page, '/scans (permit match)');
    await screenshot(page, 'portal-scan-matched');

    // The scan's detail names the list and the permit (its id is the list entry's label 2).
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/scans/${scanned.uuid}`));
    const details = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Details' }),
    });
    await expect(details).toContainText(`Scanned against${permitList!.name}`);
    await expect(details).toContainText(`Matched on ${permitList!.name}`);
    await expect(details).toContainText(`Label 2${permitId}`);
    await expectAccessible(page, 'scan detail (permit match)');
    await screenshot(page, 'portal-scan-detail-matched');
  });

  test('a permit needing approval with a registration photo waits for it', async ({ page }) => {
    const email = `reg.${Date.now()}@example.com`;
    await page.goto(PORTAL);
    await page.getByRole('link', { name: /Student Residence/ }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/verify\?email=/);
    const code = /\b(\d{6})\b/.exec((await mailsTo(page, email))[0]?.text ?? '')?.[1];
    await page.getByLabel('Verification code').fill(code!);
    await page.getByLabel('Name').fill('Robin Resident');
    await page.getByLabel('License plate').fill('RES 204');
    await page.getByLabel('State/Province').fill('MI');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Corolla');
    await page.getByLabel('Color').fill('Silver');
    await page.getByLabel('Vehicle registration').setInputFiles({
      name: 'registration.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG),
    });
    await expectAccessible(page, 'checkout with registration images');
    await screenshot(page, 'portal-regimages-390');
    await page.getByRole('button', { name: 'Request permit' }).click();
    await expect(page.getByRole('heading', { name: 'Your request was received' })).toBeVisible();
    await expect(page.getByTestId('outcome-Status')).toHaveText('Waiting for approval');
  });

  test('a free permit by guest checkout; unknown pages are 404', async ({ page }) => {
    await page.goto(PORTAL);
    await page.getByRole('link', { name: /Visitor Day Pass/ }).click();
    await expect(page).toHaveURL(/\/guestcheckout$/);
    await expect(page.getByText('Starts today when issued', { exact: false })).toBeVisible();
    await expectAccessible(page, 'guest checkout');
    await screenshot(page, 'portal-guestcheckout-390');
    await page.getByLabel('Name').fill('Vic Visitor');
    await page.getByLabel('Email').fill(`vic.${Date.now()}@example.com`);
    await page.getByLabel('License plate').fill('VIS 100');
    await page.getByLabel('State/Province').fill('MI');
    await page.getByLabel('Make').fill('Kia');
    await page.getByLabel('Model').fill('Rio');
    await page.getByLabel('Color').fill('White');
    await page.getByRole('button', { name: 'Get free permit' }).click();
    await expect(page.getByTestId('outcome-Status')).toHaveText('Valid');
    await expect(page.getByTestId('outcome-Paid')).toHaveCount(0);

    // Unknown portals and permits are the 404 page (asked without the browser: a 404 page load is
    // a console error the journeys' guard counts).
    expect((await page.request.get('/portal/nobody-here')).status()).toBe(404);
    const unknownPermit = `${PORTAL}/permit/1b4e28ba-2fa1-4d3b-883f-0016d3cca427/verify`;
    expect((await page.request.get(unknownPermit)).status()).toBe(404);
  });
});
