import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const SAVED = 'Your portal settings have been successfully updated.';

/** An 800×200 PNG drawn in the page (wider than 500 px, so the resize shows). */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0f766e';
    ctx.fillRect(0, 0, 800, 200);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 96px sans-serif';
    ctx.fillText('NG', 40, 140);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test.describe('permit portal branding', () => {
  test('title, colours and a logo: previews, save, the saved logo', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/permits/permit-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Permit portal' })).toBeVisible();
    await expect(page.getByText('Subdomain: northgate')).toBeVisible();

    // Subdomain availability: taken by nobody, then its own.
    await page.getByLabel('Check a subdomain').fill('northgate-two');
    await page.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Available' })).toBeVisible();

    // A file that is not an image.
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Please select a valid image file.')).toBeVisible();

    await page.getByLabel('Company title').fill('Northgate Parking Services');
    await page.getByLabel('Brand colour (hex, without #)').fill('0F766E');
    await page.getByLabel('Accent colour (hex, without #)').fill('1d4ed8');
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    });
    await expect(page.getByAltText('The chosen logo (not saved yet)')).toBeVisible();

    // The previews follow the draft: title, brand colour with light text, the accent buttons.
    const previews = page.getByRole('region', { name: 'Live previews' });
    await expect(previews.getByText('Northgate Parking Services')).toHaveCount(2);
    for (const field of ['Name', 'Email', 'License plate', 'Make', 'Model', 'Color']) {
      await expect(previews.getByText(field, { exact: true })).toBeVisible();
    }
    await expect(previews.getByText('Continue', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
    const pay = previews.getByText('Pay $50.00', { exact: true });
    await expect(pay).toHaveCSS('color', 'rgb(255, 255, 255)');
    const header = previews.getByText('Northgate Parking Services').first().locator('..');
    await expect(header).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED }).first()).toBeVisible();

    // The saved logo comes from the file storage through the BFF, at most 500 px wide.
    const saved = page.getByAltText('The saved logo');
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('src', /^\/api\/portal-brand\/logo\?v=\d+$/);
    await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
    await expectAccessible(page, '/permits/permit-portal');
    await screenshot(page, 'permits-branding-1280');

    // After a reload the saved values are there.
    await page.reload();
    await expect(page.getByLabel('Company title')).toHaveValue('Northgate Parking Services');
    await expect(page.getByLabel('Brand colour (hex, without #)')).toHaveValue('0f766e');
    await expect(page.getByAltText('The saved logo')).toBeVisible();

    await page.setViewportSize({ width: 768, height: 1024 });
    await expectAccessible(page, '/permits/permit-portal at 768 px');
    await screenshot(page, 'permits-branding-768');

    // /customer-portal: the same page.
    await page.goto('/customer-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer portal' })).toBeVisible();
    await expect(page.getByLabel('Company title')).toHaveValue('Northgate Parking Services');
    await expectAccessible(page, '/customer-portal');
  });
});
