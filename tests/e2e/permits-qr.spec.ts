import type { PermitTypesResponse } from '@/lib/contract/permits/bff';
import { expect, test, type Browser, type Page } from './support/test';
import { screenshot, signInToOrg } from './support/helpers';
import { decodeQr, pixelsOfPdfImages } from '../support/qr-decode';
import { pixelsOfImage } from './support/qr-pixels';

/**
 * Every permit QR code leads to a real portal page (issue 27 item 1). For each demo type of
 * Northgate the journey reads the QR codes a customer would scan — the QR dialog's image, the
 * scan-to-pay sign, the printable poster page and the poster PDF — by decoding their pixels, then
 * opens the decoded address as a customer (no staff session) and lands on the type's portal page:
 * its guest checkout, or its verify page when it checks e-mail (spec 2 §2). A type issued through
 * business accounts only has no code at all.
 */
const NORTHGATE = 'Northgate University Parking';

/** Clicks a button that opens a lazily loaded dialog until the dialog shows (hydration). */
async function openDialog(page: Page, button: string, dialog: string) {
  const opened = page.getByRole('dialog', { name: dialog });
  // Headless UI's dialog element has a 0×0 box: its heading shows that it is open.
  const heading = opened.getByRole('heading', { name: dialog });
  await expect(async () => {
    // The dialog's code loads on the first click: a slow first load is not clicked again.
    if (!(await heading.isVisible())) {
      await page.getByRole('button', { name: button, exact: true }).click({ timeout: 5_000 });
    }
    await expect(heading).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return opened;
}

/** The codes on /permits/{id}: the QR dialog's and the sign's, decoded from their images. */
async function codesOfProductPage(page: Page, uuid: string): Promise<string[]> {
  await page.goto(`/permits/${uuid}`);
  const qr = await openDialog(page, 'QR code', 'QR code');
  const qrImage = qr.getByRole('img', { name: /^QR code for / });
  await expect(qrImage).toBeVisible();
  const qrSrc = (await qrImage.getAttribute('src'))!;
  await qr.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(qrImage).toBeHidden();

  const sign = await openDialog(page, 'Scan-to-pay sign', 'Scan-to-pay sign');
  const signImage = sign.getByRole('img', { name: /^Scan-to-pay sign for / });
  await expect(signImage).toBeVisible();
  const signSrc = (await signImage.getAttribute('src'))!;
  await sign.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(signImage).toBeHidden();

  return [
    decodeQr(await pixelsOfImage(page, qrSrc)),
    // The sign is an SVG: drawn at twice its size, as its PNG download is.
    decodeQr(await pixelsOfImage(page, signSrc, 2)),
  ].map((code) => code ?? 'no QR code found');
}

/** The codes of the printable poster: the page's image and the PDF's. */
async function codesOfPoster(page: Page, uuid: string): Promise<string[]> {
  await page.goto(`/permits/${uuid}/qrcodepage`);
  const image = page.getByRole('article', { name: 'Scan-to-pay poster' }).getByRole('img');
  await expect(image).toBeVisible();
  const fromPage = decodeQr(await pixelsOfImage(page, (await image.getAttribute('src'))!));
  const pdf = await page.request.get(`/api/permits/products/${uuid}/poster.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pictures = pixelsOfPdfImages(await pdf.body());
  expect(pictures, 'the poster PDF has one picture: its QR code').toHaveLength(1);
  return [fromPage, decodeQr(pictures[0])].map((code) => code ?? 'no QR code found');
}

/** Opens an address as a customer would: a fresh browser without the staff session. */
async function openAsCustomer(browser: Browser, address: string) {
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await customer.newPage();
  const response = await page.goto(address);
  return { page, status: response?.status(), close: () => customer.close() };
}

test.describe('permit QR codes', () => {
  test('decode every demo type’s QR dialog, sign and poster, and open the portal page', async ({
    page,
    browser,
  }) => {
    // Every type × four codes, each opened on the portal. (A private portal's codes encode the
    // portal root: the dashboard cannot make Northgate's portal private, so tests/api/permits/
    // products.test.ts checks that with the provider's data.)
    test.setTimeout(300_000);
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const origin = new URL(page.url()).origin;
    const root = `${origin}/portal/northgate`;
    const listed = await page.request.get('/api/permits/products');
    expect(listed.status()).toBe(200);
    const { products } = (await listed.json()) as PermitTypesResponse;
    expect(products.length).toBeGreaterThanOrEqual(5);
    const business = products.filter((p) => p.isCustomerEntityOnly);
    const open = products.filter((p) => !p.isCustomerEntityOnly);
    expect(business.map((p) => p.name)).toContain('Contractor Monthly');
    expect(open.some((p) => p.isEmailVerify)).toBe(true);
    expect(open.some((p) => !p.isEmailVerify)).toBe(true);

    for (const product of open) {
      const checkout = `${root}/permit/${product.uuid}/guestcheckout`;
      const codes = [
        ...(await codesOfProductPage(page, product.uuid)),
        ...(await codesOfPoster(page, product.uuid)),
      ];
      expect(codes, `${product.name}: dialog, sign, poster page, poster PDF`).toEqual([
        checkout,
        checkout,
        checkout,
        checkout,
      ]);
      const customer = await openAsCustomer(browser, codes[0]);
      expect(customer.status, `${product.name}: ${codes[0]}`).toBe(200);
      // A verifying type's guest checkout sends the customer on to its verify page (spec 2 §2).
      const landing = product.isEmailVerify ? `${root}/permit/${product.uuid}/verify` : checkout;
      await expect(customer.page).toHaveURL(landing);
      await expect(
        customer.page.getByRole('heading', { level: 1, name: product.name }),
      ).toBeVisible();
      if (product.isEmailVerify) {
        await expect(
          customer.page.getByRole('region', { name: 'Verify your e-mail' }),
        ).toBeVisible();
      }
      await customer.close();
    }

    // Business accounts only: no public address, so no code anywhere (issue 27 item 3).
    for (const product of business) {
      await page.goto(`/permits/${product.uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'QR code', exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Scan-to-pay sign' })).toBeDisabled();
      await expect(
        page.getByText('This permit is issued through business accounts only', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText('Customers register for this permit at:')).toHaveCount(0);
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `permits-business-only-${width}`);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      const pdf = await page.request.get(`/api/permits/products/${product.uuid}/poster.pdf`);
      expect(pixelsOfPdfImages(await pdf.body())).toHaveLength(0);
      // Its poster says so, without the scanning steps.
      await page.goto(`/permits/${product.uuid}/qrcodepage`);
      const poster = page.getByRole('article', { name: 'Scan-to-pay poster' });
      await expect(poster).toContainText('issued through business accounts only');
      await expect(poster.getByRole('img')).toHaveCount(0);
      await expect(poster.getByText(/point it at the code/)).toHaveCount(0);
      await screenshot(page, 'permits-business-only-poster');
    }
  });
});
