import { test } from '@playwright/test';
import { signInToOrg } from './support/helpers';

// TEMPORARY: what sticks out on a phone.
test('scratch', async ({ page }) => {
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, (route) => route.abort('internetdisconnected'));
  await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
  await page.waitForURL(/overview/);
  await page.getByRole('grid').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.right > 392 && r.width > 0)
      .slice(0, 15)
      .map(({ el, r }) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} w=${Math.round(r.width)}`),
  );
  console.log(wide.join('\n'));
  console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
});
