import { test } from '@playwright/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

// TEMPORARY visual check with fixture data while the provider calls are missing.
test('scratch', async ({ page }) => {
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, (route) => route.abort('internetdisconnected'));
  const days: Array<{ date: string; count: number }> = [];
  const now = new Date();
  for (let i = 0; i < 365; i += 1) {
    const d = new Date(now.getTime() - i * 86400000);
    const c = Math.floor(Math.pow(Math.random(), 2) * 8000 * (i % 7 === 0 || i % 7 === 6 ? 0.1 : 1));
    if (c > 0 && Math.random() > 0.1) days.push({ date: d.toISOString().slice(0, 10), count: c });
  }
  const points = Array.from({ length: 120 }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    plate: `ABC${100 + i}`,
    latitude: 42.05 + (Math.random() - 0.5) * 0.03,
    longitude: -87.675 + (Math.random() - 0.5) * 0.04,
    capturedAt: new Date(now.getTime() - i * 600000).toISOString(),
    isAlert: i % 9 === 0,
  }));
  await page.route('**/api/overview/stats*', (r) =>
    r.fulfill({ json: { todayPlateCount: 1234, todayAlertCount: 12, totalPlateCount: 1234567, totalAlertCount: 23456, lastManyDaysCounts: [], lastManyDaysAlerts: [], lastManyWeeksCounts: [], lastManyWeeksAlerts: [], recentPoints: points } }),
  );
  await page.route('**/api/overview/heatmap*', (r) => r.fulfill({ json: { items: days } }));
  await page.route('**/api/overview/activity*', (r) =>
    r.fulfill({ json: { items: Array.from({ length: 12 }, (_, i) => ({ capturedAt: new Date(now.getTime() - i * 86400000).toISOString(), fullname: `Officer Number ${i}`, email: `officer${i}@northgate.example.edu`, plateCount: 30 + i * 17 })) } }),
  );
  await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
  await page.waitForURL(/overview/);
  await page.locator('path.vert-marker').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  await screenshot(page, 'scratch-desktop');
  await page.locator('td[data-level="5"]').last().hover();
  await page.screenshot({ path: 'test-results/screenshots/scratch-hover.png' });
  await page.locator('path.vert-marker-alert').first().dispatchEvent('click');
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: /^List of/ }).click();
  await page.getByRole('region', { name: 'Recent Scans and Alerts' }).screenshot({ path: 'test-results/screenshots/scratch-map.png' });
  await expectAccessible(page, 'scratch');
  await page.setViewportSize({ width: 820, height: 1100 });
  await screenshot(page, 'scratch-tablet');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'scratch-phone');
});
